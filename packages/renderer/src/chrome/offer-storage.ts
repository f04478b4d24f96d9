// What the offer popup remembers: shown in this visit, or the visitor tapped a call link in this
// visit (sessionStorage), closed in the last day (localStorage). Storage that refuses to work only
// means the offer may show again.
const dismissedKey = "brightwater.offerPopup.dismissedAt";
const shownKey = "brightwater.offerPopup.shown";
const calledKey = "brightwater.offerPopup.called";
const suppressMs = 24 * 60 * 60 * 1000;

function storageGet(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function storageSet(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Private modes may refuse storage; the popup then simply shows again next visit.
  }
}

/**
 * Whether the offer may appear: not shown yet in this visit, no call link tapped in this visit
 * (the visitor is already calling us), not closed in the last 24 hours.
 */
export function offerAllowed(now: number): boolean {
  if (storageGet(sessionStorage, shownKey) || storageGet(sessionStorage, calledKey)) return false;
  const dismissedAt = Number(storageGet(localStorage, dismissedKey));
  return !(dismissedAt && now - dismissedAt < suppressMs);
}

export function markCallTapped(): void {
  storageSet(sessionStorage, calledKey, "1");
}

export function markOfferShown(): void {
  storageSet(sessionStorage, shownKey, "1");
}

export function markOfferDismissed(now: number): void {
  storageSet(localStorage, dismissedKey, String(now));
}
