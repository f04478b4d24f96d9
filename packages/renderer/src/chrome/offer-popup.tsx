import { type ComponentType, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { markOfferShown, offerAllowed } from "./offer-storage";

/**
 * The timed water-heater offer. Only the timer is part of the page's script: the dialog's code
 * loads when the offer is due, so pages pay nothing for it before they are interactive.
 */
export function OfferPopup({ delaySeconds }: { delaySeconds: number }) {
  const { pathname } = useLocation();
  const [Dialog, setDialog] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!offerAllowed(Date.now())) return;
    let live = true;
    const timer = window.setTimeout(() => {
      if (!offerAllowed(Date.now())) return;
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
  }, [delaySeconds, pathname]);

  return Dialog ? <Dialog /> : null;
}
