import { useEffect } from "react";
import { useLocation } from "react-router";
import { track } from "../lib/track";
import { useSite } from "../site-context";
import { companyCallSelector } from "./call-link";
import { markCallTapped } from "./offer-storage";

declare global {
  interface Window {
    /** Labels of call links tapped before the page hydrated, noted by its start-up script. */
    bwCalls?: string[];
  }
}

function loadTagManager(measurementId: string): void {
  window.dataLayer ??= [];
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag.js requires the arguments object
    window.dataLayer?.push(arguments);
  }
  gtag("js", new Date());
  gtag("config", measurementId, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/**
 * Records a page view on every route change. With a measurement id configured, the tag manager
 * loads once the page is interactive and idle, never before first paint.
 */
export function Analytics() {
  const { config } = useSite();
  const { pathname } = useLocation();

  useEffect(() => {
    track({ event: "page_view", page_path: pathname });
  }, [pathname]);

  // Where the visit began, and taps on the company's call links on any page (chrome, blocks),
  // through one listener; other numbers a page lists (a city's offices) are no call to us. The code is a small chunk fetched once the page is interactive, so it
  // costs no first-load bytes; a tel: link does not unload the page, so a tap still gets there.
  useEffect(() => {
    // One promise: every tap is sent after the first touch is stored (two import() calls of the
    // same module need not resolve in the order they were made).
    const attribution = import("../lib/first-touch").then((module) => {
      module.rememberFirstTouch();
      return module;
    });
    // Taps before hydration dialled at once, and their events are in the data layer already (the
    // start-up script put them there); the rest is recorded now, as for a tap made now.
    for (const label of window.bwCalls?.splice(0) ?? []) {
      markCallTapped();
      void attribution.then((module) => module.sendCallTap(label));
    }
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.<HTMLElement>(companyCallSelector);
      if (link) void attribution.then((module) => module.sendCallTap(link.dataset.track ?? link.textContent ?? ""));
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  useEffect(() => {
    const id = config.gaMeasurementId;
    if (!id) return;
    const start = () =>
      "requestIdleCallback" in window ? window.requestIdleCallback(() => loadTagManager(id)) : loadTagManager(id);
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
  }, [config.gaMeasurementId]);

  return null;
}
