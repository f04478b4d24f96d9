import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { longDate } from "../lib/calendar-date";
import { track } from "../lib/track";
import { useSite } from "../site-context";
import { CallLink } from "./call-link";
import { markOfferDismissed } from "./offer-storage";

/**
 * Whether the visitor is filling in a form: the focus is in one (a field, its button, or the
 * summary of what to fix that a failed send moves the focus to), or a field they typed in still
 * holds text. The offer never interrupts that.
 */
export function fillingInForm(typedIn: ReadonlySet<Element>, fieldSelector: string): boolean {
  const active = document.activeElement;
  if (active?.matches(fieldSelector) || active?.closest("form")) return true;
  for (const field of typedIn) {
    if (field.isConnected && (field as HTMLInputElement).value.trim() !== "") return true;
  }
  return false;
}

/**
 * The water-heater offer on a native <dialog>, opened (not modal) as soon as it mounts: focus
 * moves into it, Escape closes it, and focus returns where it was.
 */
export function OfferDialog() {
  const { offerPopup: offer } = useSite();
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // Never modal: on a phone a sheet above the call bar, which stays in reach; on a wider screen
    // a card in the corner, beside the page the visitor is reading.
    element.show();
    track({ event: "popup_impression", category: "engagement", label: pathname });
  }, [pathname]);

  const close = () => {
    markOfferDismissed(Date.now());
    track({ event: "popup_close", category: "engagement", label: pathname });
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      className="offer"
      aria-labelledby="offer-title"
      onClose={() => markOfferDismissed(Date.now())}
      onCancel={() => track({ event: "popup_close", category: "engagement", label: pathname })}
      // A dialog opened with show() gets no Escape from the browser; give it the modal's.
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented && dialog.current?.open) {
          event.preventDefault();
          close();
        }
      }}
    >
      <button type="button" className="offer__close" aria-label={offer.closeLabel} onClick={close}>
        ×
      </button>
      <OfferBody
        pathname={pathname}
        onTaken={() => {
          markOfferDismissed(Date.now());
          dialog.current?.close();
        }}
      />
    </dialog>
  );
}

/** What the offer says, and its two ways to take it: the offer's page, or a call. */
export function OfferBody({ pathname, onTaken }: { pathname: string; onTaken: () => void }) {
  const { offerPopup: offer } = useSite();
  return (
    <>
      <p className="offer__tags">
        <span className="offer__badge">{offer.badge}</span>
        {/* The offer's last day only where the catalogue gives one; no date is made up. */}
        {offer.endsOn ? <span className="offer__ends">{`${offer.endsLabel} ${longDate(offer.endsOn)}`}</span> : null}
      </p>
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
            onTaken();
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
    </>
  );
}
