import { readFileSync } from "node:fs";
import { join } from "node:path";
import { adminPagePath } from "@brightwater/contracts";
import { pastFirstRoundTrip } from "./budget/first-round-trip";
import { deferHydration } from "./defer-hydration";
import { inlineIcons } from "./inline-icons";
import { inlineStyle, pageStyle, styleSheetFile } from "./page-style";
import { firstScreenStyle, wholeSheet } from "./page-style/first-screen";
import { pageBrotli } from "./publish/page-files";

// The lead inbox shows nothing until its script runs, so its script does not wait for an act.
const inboxFile = `${adminPagePath.slice(1)}/index.html`;
const faviconLink = /(<link rel="icon" href=")(\/favicon\.svg)(")/;

/** A page ready to serve, its loader data, and the whole stylesheet it loads once its hero is painted. */
export interface BuiltPage {
  html: string;
  /** For the page's hydration file (null: it has none). */
  hydrationData: string | null;
  /** To write into the client folder, where it is not yet (null: the page carries the whole sheet). */
  styleSheet: { file: string; css: string } | null;
}

/** An SVG as a data URL: only what a URL cannot hold is escaped (`<`, `>`, `#`, `%`, `"`, spaces). */
export function svgDataUrl(svg: string): string {
  const escaped = svg
    .trim()
    .replace(/[<>#%"\s]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
  return `data:image/svg+xml,${escaped}`;
}

/**
 * The favicon, as a data URL in a public page: the browser asks for the icon as soon as the page
 * has loaded, and on a phone's slow connection that request was still running when the hero's
 * photograph was painted (decision 035). The icon is the brand mark the stylesheet draws in the
 * header, escaped alike, so the page's compression carries it once (decision 036). React leaves
 * the attribute alone when it hydrates.
 */
export function inlineFavicon(html: string, readFile: (url: string) => string): string {
  const link = faviconLink.exec(html);
  if (!link) return html;
  const url = svgDataUrl(readFile(link[2] as string));
  return html.replace(faviconLink, (_match, open: string, _href, close: string) => open + url + close);
}

/**
 * A page as React Router prerendered it, made ready to serve, by the build and by a publish alike:
 * its start-up deferred (defer-hydration.ts), its icons and favicon carried in it (inline-icons.ts),
 * and, where it has a start-up script to load the whole sheet with, its stylesheet cut to the rules
 * its own markup uses (page-style.ts), or to its first screen's where that leaves it past its first
 * round trip. `htmlFile` is its path in the build's client folder `clientDir`.
 */
export function builtPage(html: string, htmlFile: string, clientDir: string): BuiltPage {
  const css = inlineStyle(html);
  const sheet = css === null ? null : wholeSheet(css);
  const file = sheet === null ? null : styleSheetFile(sheet);
  const untilIdle = htmlFile !== inboxFile;
  const deferred = deferHydration(html, htmlFile, { untilIdle, ...(file ? { style: `/${file}` } : {}) });
  const read = (url: string) => readFileSync(join(clientDir, url), "utf8");
  const withIcons = inlineIcons(deferred.html, read);
  // The inbox's policy allows images from the site alone, and no one measures its first paint.
  const whole = untilIdle ? inlineFavicon(withIcons, read) : withIcons;
  if (deferred.hydrationData === null || sheet === null || file === null) {
    return { html: whole, hydrationData: deferred.hydrationData, styleSheet: null };
  }
  const own = pageStyle(whole);
  const page = pastFirstRoundTrip(pageBrotli(own).length) ? firstScreenStyle(whole, `/${file}`) : own;
  return { html: page, hydrationData: deferred.hydrationData, styleSheet: { file, css: sheet } };
}
