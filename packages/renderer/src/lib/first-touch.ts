// sessionStorage: the first touch lasts as long as the visit (the tab), and no cookie is set.
// Every byte here loads on every page: lengths, the campaign fields of the landing page's query
// and a referrer that is this site itself are all left to the server.
const storageKey = "bw:touch";

/**
 * Remembers where this visit began, once: the landing page with its query, and the referrer.
 * The document's own URL (its navigation entry), not the address bar's: this may run after the
 * visitor has already moved on inside the site.
 */
export function rememberFirstTouch(): void {
  try {
    if (sessionStorage.getItem(storageKey)) return;
    const landing = new URL(performance.getEntriesByType("navigation")[0]?.name ?? location.href);
    sessionStorage.setItem(
      storageKey,
      JSON.stringify({ landingPage: landing.pathname + landing.search, referrer: document.referrer }),
    );
  } catch {
    // Storage refused (private mode, quota): the server falls back to the Referer header.
  }
}

/** The visit's first touch as stored (JSON text), sent with every form and call tap. */
export function firstTouchJson(): string {
  try {
    return sessionStorage.getItem(storageKey) ?? "{}";
  } catch {
    return "{}";
  }
}

/** Records a tap on a call link, first-party: the page, the link's label and the first touch. */
export function sendCallTap(label: string): void {
  // A string goes as text/plain: no preflight, and the beacon outlives the hand-over to the dialer.
  navigator.sendBeacon?.(
    "/api/events",
    `{"type":"call_tap","pagePath":${JSON.stringify(location.pathname)},"label":${JSON.stringify(label.slice(0, 100))},"attribution":${firstTouchJson()}}`,
  );
}
