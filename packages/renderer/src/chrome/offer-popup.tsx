import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { track } from "../lib/track";
import { useSite } from "../site-context";
import { CallLink } from "./call-link";

const dismissedKey = "brightwater.offerPopup.dismissedAt";
const shownKey = "brightwater.offerPopup.shown";
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

/** Whether the offer may appear: not shown yet in this visit, not closed in the last 24 hours. */
export function offerAllowed(now: number): boolean {
  if (storageGet(sessionStorage, shownKey)) return false;
  const dismissedAt = Number(storageGet(localStorage, dismissedKey));
  return !(dismissedAt && now - dismissedAt < suppressMs);
}

/**
 * The timed water-heater offer, on a native <dialog>: focus moves into it, Escape closes it,
 * and focus returns where it was.
 */
export function OfferPopupDialog({ delaySeconds }: { delaySeconds: number }) {
  const { offerPopup: offer } = useSite();
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!offerAllowed(Date.now())) return;
    const timer = window.setTimeout(() => {
      if (!offerAllowed(Date.now())) return;
      storageSet(sessionStorage, shownKey, "1");
      setOpen(true);
      dialog.current?.showModal();
      track({ event: "popup_impression", category: "engagement", label: pathname });
    }, delaySeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [delaySeconds, pathname]);

  const close = () => {
    storageSet(localStorage, dismissedKey, String(Date.now()));
    track({ event: "popup_close", category: "engagement", label: pathname });
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      className="offer"
      aria-labelledby="offer-title"
      onClose={() => {
        if (open) {
          setOpen(false);
          storageSet(localStorage, dismissedKey, String(Date.now()));
        }
      }}
      onCancel={() => track({ event: "popup_close", category: "engagement", label: pathname })}
    >
      <button type="button" className="offer__close" aria-label={offer.closeLabel} onClick={close}>
        ×
      </button>
      <p className="offer__badge">{offer.badge}</p>
      <h2 id="offer-title">{offer.title}</h2>
      <p className="offer__price">{offer.price}</p>
      <p>{offer.text}</p>
      <ul className="checklist">
        {offer.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className="actions">
        <Link
          to={offer.primaryHref}
          className="button button--primary"
          onClick={() => {
            track({ event: "popup_click", category: "engagement", label: pathname });
            storageSet(localStorage, dismissedKey, String(Date.now()));
            dialog.current?.close();
          }}
        >
          {offer.primaryLabel}
        </Link>
        <span
          onClickCapture={() => {
            track({ event: "popup_call", category: "engagement", label: pathname });
          }}
        >
          <CallLink trackLabel="Popup" className="button button--secondary">
            {offer.callLabel}
          </CallLink>
        </span>
      </div>
    </dialog>
  );
}

