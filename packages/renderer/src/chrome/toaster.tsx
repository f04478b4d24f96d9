import { useEffect, useRef, useSyncExternalStore } from "react";
import { useSite } from "../site-context";
import { currentToast, dismissToast, subscribeToasts } from "./toast-store";

const autoDismissMs = 5000;
const swipeThresholdPx = 50;

/** The notification region: one toast at a time, F8 focuses it, swipe right dismisses. */
export function Toaster() {
  const { navigation } = useSite();
  const toast = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  const region = useRef<HTMLElement>(null);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), autoDismissMs);
    return () => window.clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <section ref={region} className="toaster" aria-label={navigation.ui.notificationsLabel} tabIndex={-1}>
      <ol aria-live="polite">
        {toast ? (
          <li
            key={toast.id}
            className={`toast toast--${toast.tone}`}
            role={toast.tone === "destructive" ? "alert" : "status"}
            onPointerDown={(event) => {
              swipeStart.current = event.clientX;
            }}
            onPointerUp={(event) => {
              if (swipeStart.current !== null && event.clientX - swipeStart.current > swipeThresholdPx) {
                dismissToast(toast.id);
              }
              swipeStart.current = null;
            }}
          >
            <div>
              <p className="toast__title">{toast.title}</p>
              {toast.description ? <p className="toast__text">{toast.description}</p> : null}
            </div>
            <button
              type="button"
              className="toast__close"
              aria-label={navigation.ui.dismiss}
              onClick={() => dismissToast(toast.id)}
            >
              ×
            </button>
          </li>
        ) : null}
      </ol>
    </section>
  );
}
