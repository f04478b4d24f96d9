import { attributionFieldPrefix, attributionLimits, campaignParams } from "@brightwater/contracts/campaign";

// sessionStorage: the first touch lasts as long as the visit (the tab), and no cookie is set.
const storageKey = "brightwater:first-touch";

type Touch = Record<string, string>;

/**
 * Remembers where this visit began, once: the landing page with its query, the referring site,
 * and the campaign parameters and click ids of the landing URL. Later pages keep the first one.
 */
export function rememberFirstTouch(): void {
  try {
    if (sessionStorage.getItem(storageKey)) return;
    const url = new URL(location.href);
    const touch: Touch = { landingPage: (url.pathname + url.search).slice(0, attributionLimits.url) };
    if (document.referrer && new URL(document.referrer).origin !== location.origin) {
      touch.referrer = document.referrer.slice(0, attributionLimits.url);
    }
    for (const name of campaignParams) {
      const value = url.searchParams.get(name);
      if (value) touch[name] = value.slice(0, attributionLimits.param);
    }
    sessionStorage.setItem(storageKey, JSON.stringify(touch));
  } catch {
    // Storage refused (private mode, quota): the server falls back to the Referer header.
  }
}

/** The visit's first touch, sent with every form and call tap. */
export function firstTouch(): Touch {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? "{}") as Touch;
  } catch {
    return {};
  }
}

/** The first touch as the flat form fields a form post carries (`attr_utm_source`, …). */
export function attributionFields(): Touch {
  return Object.fromEntries(Object.entries(firstTouch()).map(([key, value]) => [attributionFieldPrefix + key, value]));
}

/** Records a tap on a call link, first-party: the page, the link's label and the first touch. */
export function sendCallTap(label: string): void {
  const body = JSON.stringify({
    type: "call_tap",
    pagePath: location.pathname,
    label: label.slice(0, 100),
    attribution: firstTouch(),
  });
  // A string goes as text/plain: no preflight, and the beacon survives the page handing over to the dialer.
  navigator.sendBeacon?.("/api/events", body);
}
