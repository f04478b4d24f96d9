import { offerShowsAt } from "@brightwater/content/offer-window";
import { type ComponentType, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useSite } from "../site-context";
import { markOfferShown, offerAllowed } from "./offer-storage";

/**
 * The timed water-heater offer. Only the timer is part of the page's script: the dialog's code
 * loads when the offer is due, so pages pay nothing for it before they are interactive.
 */
export function OfferPopup({ delaySeconds }: { delaySeconds: number }) {
  const { pathname } = useLocation();
  const { offerPopup } = useSite();
  const [Dialog, setDialog] = useState<ComponentType | null>(null);

  useEffect(() => {
    // Outside the offer's dates (America/New_York) it never shows, whatever the build date.
    const due = () => offerAllowed(Date.now()) && offerShowsAt(offerPopup, new Date());
    if (!due()) return;
    let live = true;
    const timer = window.setTimeout(() => {
      if (!due()) return;
      markOfferShown();
      import("./offer-dialog").then(
        (module) => live && setDialog(() => module.OfferDialog),
        // Without its code (offline, a new deployment) the offer simply does not show.
        () => undefined,
      );
    }, delaySeconds * 1000);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [delaySeconds, pathname, offerPopup]);

  return Dialog ? <Dialog /> : null;
}
