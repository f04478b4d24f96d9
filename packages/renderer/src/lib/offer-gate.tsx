import { formatOfferWindow, hasOfferWindow, type OfferWindow, offerShowsAt } from "@brightwater/content/offer-window";
import type { ReactNode } from "react";

/**
 * A promotion block with offer dates. The wrapper carries the dates, so the server hides or shows
 * it in the prerendered HTML on each request (no script needed, no rebuild); in the browser,
 * pages reached by navigation decide the same from the clock.
 */
export function OfferGate({ window, children }: { window: OfferWindow; children: ReactNode }) {
  if (!hasOfferWindow(window)) return children;
  return (
    <div data-offer-window={formatOfferWindow(window)} hidden={!offerShowsAt(window, new Date())}>
      {children}
    </div>
  );
}
