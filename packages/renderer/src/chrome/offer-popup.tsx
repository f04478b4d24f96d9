import { offerShowsAt } from "@brightwater/content/offer-window";
import { type ComponentType, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useSite } from "../site-context";
import { markOfferShown, offerAllowed } from "./offer-storage";

const fieldSelector = "input:not([type=hidden],[type=checkbox],[type=radio],[type=submit]), select, textarea";
const recheckMs = 1000;

/** The page the visitor is on, and when they arrived on it (ms since the document's navigation began). */
let arrival: { pathname: string; at: number } | null = null;

/**
 * When the visitor arrived on `pathname`: for the page the document was loaded for, when its
 * navigation began (its script may have come seconds later: decision 040); for a page reached by
 * a link since, when it rendered.
 */
function arrivedAt(pathname: string): number {
  if (arrival?.pathname !== pathname) arrival = { pathname, at: arrival ? performance.now() : 0 };
  return arrival.at;
}

/**
 * The timed water-heater offer, due `delaySeconds` after the visitor arrived on the page, whether
 * or not they have acted since. Only the timer is part of the page's script: the dialog's code
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
    const waited = performance.now() - arrivedAt(pathname);
    timer = window.setTimeout(open, Math.max(0, delaySeconds * 1000 - waited));
    return () => {
      live = false;
      window.clearTimeout(timer);
      document.removeEventListener("input", onInput, true);
    };
  }, [delaySeconds, pathname, offerPopup]);

  return Dialog ? <Dialog /> : null;
}
