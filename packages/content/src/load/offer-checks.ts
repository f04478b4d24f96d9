import { dayInNewYork, hasOfferWindow, type OfferWindow } from "../facts/offer-window";
import type { Problem } from "../schema/catalogue-error";

/** Days before an offer's last day that the build starts to warn. */
export const offerEndingWarningDays = 14;

const dayMs = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

/** An offer's dates, and where they are written. */
export interface DatedOffer {
  file: string;
  path: string;
  window: OfferWindow;
}

/**
 * An offer's window must start before it ends (error); the build warns when an offer ends within
 * 14 days, or has ended and can be removed.
 */
export function offerWindowChecks(offer: DatedOffer, now: Date): { problems: Problem[]; warnings: Problem[] } {
  const { file, path, window } = offer;
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  if (!hasOfferWindow(window)) return { problems, warnings };
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (window.startsOn && window.endsOn && window.startsOn > window.endsOn) {
    problems.push({
      file,
      path: at("endsOn"),
      message: `ends (${window.endsOn}) before it starts (${window.startsOn})`,
    });
  }
  if (window.endsOn) {
    const left = daysBetween(dayInNewYork(now), window.endsOn);
    if (left < 0) {
      warnings.push({ file, path: at("endsOn"), message: `offer ended on ${window.endsOn}; no visitor sees it` });
    } else if (left <= offerEndingWarningDays) {
      const when = left === 0 ? "today" : `in ${left} day${left === 1 ? "" : "s"}`;
      warnings.push({ file, path: at("endsOn"), message: `offer ends on ${window.endsOn}, ${when}` });
    }
  }
  return { problems, warnings };
}
