import { useEffect } from "react";
import { useLocation } from "react-router";
import { rememberFirstTouch, sendCallTap } from "../lib/attribution";
import { track } from "../lib/track";
import { useSite } from "../site-context";

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

  // Before any navigation inside the site: the URL is still the one the visitor landed on.
  // Every call link on any page (chrome, blocks, articles) is counted by one listener.
  useEffect(() => {
    rememberFirstTouch();
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href^="tel:"]') : null;
      if (link) sendCallTap(link.dataset.track ?? link.textContent?.trim() ?? "");
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
