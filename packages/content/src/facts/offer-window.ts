// Offer dates, shared by the browser (no zod here), the server and the build.

/** When an offer runs: both days included, read in the company's time zone. Either end may be open. */
export interface OfferWindow {
  startsOn?: string | undefined;
  endsOn?: string | undefined;
}

export const offerTimeZone = "America/New_York";

// Made on first use: a formatter with a time zone loads the zone's rules, tens of milliseconds on
// a slow phone, which would otherwise be spent while every page's script starts.
let dayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day in Kernersville at `now`, as YYYY-MM-DD. */
export function dayInNewYork(now: Date): string {
  dayFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: offerTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const format = dayFormat;
  const part = (type: string) => format.formatToParts(now).find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export function hasOfferWindow(window: OfferWindow): boolean {
  return Boolean(window.startsOn || window.endsOn);
}

/** Whether the offer shows on `day` (YYYY-MM-DD; dates in this form compare as strings). */
export function offerShowsOn(window: OfferWindow, day: string): boolean {
  return !(window.startsOn && day < window.startsOn) && !(window.endsOn && day > window.endsOn);
}

export function offerShowsAt(window: OfferWindow, now: Date): boolean {
  return !hasOfferWindow(window) || offerShowsOn(window, dayInNewYork(now));
}

/**
 * The attribute a windowed block's wrapper carries in the HTML (`data-offer-window="start/end"`),
 * so the server can hide or show it per request without a rebuild.
 */
export const offerWindowAttribute = "data-offer-window";

export function formatOfferWindow(window: OfferWindow): string {
  return `${window.startsOn ?? ""}/${window.endsOn ?? ""}`;
}

export function parseOfferWindow(value: string): OfferWindow {
  const [startsOn = "", endsOn = ""] = value.split("/");
  return { startsOn: startsOn || undefined, endsOn: endsOn || undefined };
}
