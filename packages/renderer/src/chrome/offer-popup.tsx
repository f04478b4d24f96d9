import { offerShowsAt } from "@brightwater/content/offer-window";
import { type ComponentType, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useSite } from "../site-context";
import { markOfferShown, offerAllowed } from "./offer-storage";

const fieldSelector = "input:not([type=hidden],[type=checkbox],[type=radio],[type=submit]), select, textarea";
const recheckMs = 1000;

/**
 * The timed water-heater offer. Only the timer is part of the page's script: the dialog's code
 * loads when the offer is due, so pages pay nothing for it before they are interactive. When it
 * is due while the visitor is filling in a form (the dialog's module tells), it waits until they
 * are not.
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
    const typedIn = new Set<Element>();
    const onInput = (event: Event) => {
      if (event.target instanceof Element && event.target.matches(fieldSelector)) typedIn.add(event.target);
    };
    document.addEventListener("input", onInput, true);
    let timer = 0;
    const open = () => {
      if (!due()) return;
      import("./offer-dialog").then(
        (module) => {
          if (!live || !due()) return;
          if (module.fillingInForm(typedIn, fieldSelector)) {
            timer = window.setTimeout(open, recheckMs);
            return;
          }
          markOfferShown();
          setDialog(() => module.OfferDialog);
        },
        // Without its code (offline, a new deployment) the offer simply does not show.
        () => undefined,
      );
    };
    timer = window.setTimeout(open, delaySeconds * 1000);
    return () => {
      live = false;
      window.clearTimeout(timer);
      document.removeEventListener("input", onInput, true);
    };
  }, [delaySeconds, pathname, offerPopup]);

  return Dialog ? <Dialog /> : null;
}
