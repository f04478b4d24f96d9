import { type ComponentType, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useSite } from "../site-context";
import { currentToast, subscribeToasts, type Toast } from "./toast-store";

type Item = ComponentType<{ toast: Toast }>;

// A toast only ever follows something the visitor sent, so its code loads with the first one.
let itemModule: Promise<Item> | null = null;
function loadItem(): Promise<Item> {
  itemModule ??= import("./toast-item").then((module) => module.ToastItem);
  return itemModule;
}

/** The notification region: one toast at a time, F8 focuses it, swipe right dismisses. */
export function Toaster() {
  const { navigation } = useSite();
  const toast = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  const region = useRef<HTMLElement>(null);
  const [Item, setItem] = useState<Item | null>(null);

  useEffect(() => {
    if (toast && !Item) void loadItem().then((loaded) => setItem(() => loaded));
  }, [toast, Item]);

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
      <ol aria-live="polite">{toast && Item ? <Item key={toast.id} toast={toast} /> : null}</ol>
    </section>
  );
}
