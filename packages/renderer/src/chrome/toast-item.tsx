import { useEffect, useRef } from "react";
import { useSite } from "../site-context";
import { dismissToast, type Toast } from "./toast-store";

const autoDismissMs = 5000;
const swipeThresholdPx = 50;

/** One toast: it goes after five seconds, on its close button, or on a swipe to the right. */
export function ToastItem({ toast }: { toast: Toast }) {
  const { navigation } = useSite();
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), autoDismissMs);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <li
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
  );
}
