import type { Block } from "@brightwater/content/types";
import { homeRequestAnchor, requestAnchor, SiteLayout, SiteProvider } from "@brightwater/renderer";
import inlineStyles from "@brightwater/renderer/styles.css?inline";
import styles from "@brightwater/renderer/styles.css?url";
import { type ReactNode, useEffect, useRef } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRevalidator,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { siteData } from "./catalogue.server";
import { wantsSiteChrome } from "./route-handle";

/**
 * The events a visitor makes that React handles at once: while it hydrates, each would make it
 * hydrate the whole page at once, inside the visitor's tap or key, to hand it the event.
 */
const visitorsEvents = [
  "pointerdown",
  "pointerup",
  "mousedown",
  "mouseup",
  "click",
  "touchstart",
  "touchend",
  "keydown",
  "keyup",
  "input",
  "change",
  "focusin",
  "focusout",
  "submit",
];

// From React's start until the page is live, the visitor's events stop at the window, so React
// hydrates in the pauses between them (decision 040). The page works as HTML meanwhile (links,
// fields, the menu, forms), and the start-up script's own listeners, on the window before these,
// keep what needs the script (scripts/defer-hydration). This module runs before React's entry.
if (typeof window !== "undefined") {
  const untilLive = (event: Event) => {
    if (!document.documentElement.dataset.hydrated) event.stopPropagation();
  };
  for (const type of visitorsEvents) window.addEventListener(type, untilLive, true);
}

// The dev server links the stylesheet; built pages carry it inline (see Layout).
export const links: Route.LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: styles }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader() {
  return siteData();
}

/**
 * `npm run dev`: when a catalogue file is saved (dev/catalogue-reload.ts), fetch this page's data
 * again, so the change shows without a reload; the error overlay of a fixed mistake goes away.
 * Nothing of this reaches the production build (import.meta.hot is undefined there).
 */
function useCatalogueReload() {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const onSave = () => {
      document.querySelector("vite-error-overlay")?.remove();
      void revalidate.current();
    };
    hot.on("brightwater:catalogue", onSave);
    // A save made while this page loaded reached no listener: the server answers with the
    // catalogue's state now (dev/catalogue-reload.ts).
    hot.send("brightwater:catalogue-listening");
    // Says the page listens, also where it shows an error instead (the dev test waits for it).
    document.documentElement.dataset.catalogueReload = "on";
    return () => hot.off("brightwater:catalogue", onSave);
  }, []);
}

export function Layout({ children }: { children: ReactNode }) {
  useCatalogueReload();
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        <Meta />
        {/* The stylesheet arrives with the HTML, so no request holds the first paint; the build
            cuts it to the rules the page's markup uses (or its first screen's), and the page loads
            the whole sheet once the hero is painted (scripts/page-style.ts). The page's CSP allows
            it by hash. Only the prerender writes it: the client bundle leaves the text out, and
            hydration keeps the element. */}
        {import.meta.env.SSR && !import.meta.env.DEV ? (
          <style dangerouslySetInnerHTML={{ __html: inlineStyles }} />
        ) : null}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the page as interactive (tests wait for it before driving the browser clock).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // A button of the site's chrome tapped before React took the page over did nothing then
    // (scripts/defer-hydration.ts noted it): it is pressed now. A block's own take theirs up as
    // each goes live (renderer lib/held-acts.ts).
    for (const button of window.bwPresses ?? []) if (!button.closest("main")) button.click();
  }, []);
  const matches = useMatches();
  const chrome = wantsSiteChrome(matches.map((match) => match.handle));
  // The page's own blocks (a catalogue page's data): the header's Contact leads to its form.
  const page = matches
    .map((match) => (match.data as { page?: { blocks: readonly Block[] } } | null | undefined)?.page)
    .find((found) => found !== undefined);
  return (
    <SiteProvider site={loaderData}>
      {chrome ? (
        <SiteLayout requestAnchor={page ? requestAnchor(page.blocks) : homeRequestAnchor}>
          <Outlet />
        </SiteLayout>
      ) : (
        <Outlet />
      )}
    </SiteProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = useRouteLoaderData<typeof loader>("root");
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  const body = (
    <section className="hero">
      <div className="container hero__inner">
        <h1>{message}</h1>
        {/* In development the cause (a catalogue mistake, with file and JSON path) shows here too. */}
        {import.meta.env.DEV && error instanceof Error ? <pre>{error.message}</pre> : null}
        {site ? (
          <p className="hero__subtitle">
            {site.business.name}:{" "}
            <a href={`tel:${site.business.phone.e164}`} data-call="company">
              {site.business.phone.display}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
  return site ? (
    <SiteProvider site={site}>
      <SiteLayout>{body}</SiteLayout>
    </SiteProvider>
  ) : (
    body
  );
}
