// A prerendered page is complete before any script runs: its text, links, call links, menu
// (<details>) and forms all work as HTML. So its script waits until the page has loaded (the HTML,
// the inline stylesheet and the hero photograph) and the photograph has been painted, instead of
// competing with them for a phone's connection and main thread, and the first paint and the
// largest paint never wait for it. Once the page is laid out, in the browser's first idle moment,
// the page goes live, whether or not the visitor has acted: what a visitor meets does not depend on
// when they first act (decision 040, which follows decision 033). The first load carries no script
// but this one, inline.
//
// Once the photograph is painted, the whole stylesheet is linked, where the page carries part of it
// (page-style.ts; at once for an address with a #fragment), and once it is in, the sections below
// the first screen, which the stylesheet leaves to be laid out when they near it, are laid out one
// a frame (decisions 024, 036).
//
// Until the page is live, the start-up script keeps what the app would have recorded: where the
// visit began (the first touch, at once, so that a visitor who follows a link first is still
// attributed to where they came from), a tap on the company's own number (in the data layer at
// once, and its label in `window.bwCalls`: a tel: link dials at once; the analytics note the
// rest once hydrated: renderer chrome/analytics.tsx), a tap on a button that only the script can
// work (`window.bwPresses`, pressed again once hydrated: app/root.tsx), and a contact form
// sent (`window.bwSends`, sent again once hydrated, to the enhanced form's checks).

import { transformSync } from "esbuild";
import {
  beginScript,
  firstTouchScript,
  hydrationDataScript,
  idleScript,
  layOutScript,
  paintedScript,
  styleSheetScript,
  untilLiveScript,
} from "./defer-hydration/start-up-parts";

const modulePreload = /<link rel="modulepreload"[^>]*>/g;
const bootScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /^import (?:\* as (\w+) from )?"([^"]+)";$/gm;
const routeModules = /window\.__reactRouterRouteModules = (\{[^}]*\});/;
const entryImport = /^import\("([^"]+)"\);$/m;
const htmlStart = /<html(?=[\s>])/;
// React Router streams the page's loader data into the page as it renders, in inline scripts.
const streamChunk =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const streamClose = /<script>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/g;
/** On `<html>`: the start-up script lays out the sections below the first screen (renderer: styles/layout.css). */
const sectionsLaterMark = 'data-sections="later"';

/** What the page loads to go live: React Router's modules, its loader data, then its entry. */
export interface GoLive {
  modules: string[];
  /** The file of the page's loader data, as React Router had streamed it into the page. */
  data: string;
  entry: string;
  /**
   * The whole stylesheet, where the page carries only part of it (page-style.ts): loaded once the
   * hero is painted.
   */
  style?: string;
}

const liveLine = /^const live = (\{.*\});$/m;

/** What a rewritten page loads by itself: its scripts, and the whole stylesheet. */
export interface StartUpLoads {
  /** The scripts it starts from (each with what it imports: scripts/budget). */
  scripts: string[];
  /** The whole stylesheet, loaded once the hero is painted (none where the page carries it all). */
  style: string[];
}

/** What a rewritten page loads by itself, read from its start-up script. */
export function startUpLoads(startUp: string): StartUpLoads {
  const line = liveLine.exec(startUp)?.[1];
  if (!line) return { scripts: [], style: [] };
  const { modules, entry, style } = JSON.parse(line) as GoLive;
  return { scripts: [...modules, entry], style: style ? [style] : [] };
}

/**
 * Imports the route modules and fetches the loader data, then imports the entry, as React Router's
 * own start-up script does, from `live` (one line of JSON, which the budget reads: scripts/budget.ts).
 */
function startScript(imports: { name: string | undefined; url: string }[], routes: string): string[] {
  const names = imports.map(({ name }, index) => name ?? `_${index}`);
  return [
    ...hydrationDataScript,
    ...styleSheetScript,
    "const start = () =>",
    `  Promise.all([...live.modules.map((url) => import(url)), hydrationData(), styleSheet()]).then(([${names.join(", ")}]) => {`,
    `    window.__reactRouterRouteModules = ${routes};`,
    "    return import(live.entry);",
    "  });",
  ];
}

/**
 * A script as the page carries it, minified: about 180 bytes of brotli fewer in the page's first
 * round trip for the start-up script (decision 035), whose `live` line goes before it as it is
 * (the budget reads it); React Router's inline scripts too (decision 036).
 */
function minified(lines: string[]): string {
  return transformSync(lines.join("\n"), { minify: true, loader: "js" }).code.trim();
}

// React Router's own inline scripts, what is left of them once the loader data is out: the one that
// restores the scroll position, and the one that sets up its context.
const classicScript = /<script>([\s\S]*?)<\/script>/g;

/**
 * React Router's inline scripts as one, minified, in the first: each costs the page's policy a hash
 * (53 bytes of its headers) besides its own bytes, in the first round trip (decision 036). The
 * others stay, empty, for React to find the elements it rendered when it hydrates; a browser runs no
 * empty script, and asks no policy about it. Each still runs should the one before it throw.
 */
function oneClassicScript(html: string): string {
  const bodies = [...html.matchAll(classicScript)].map(([, body = ""]) => body);
  if (bodies.length < 2) return html;
  const joined = bodies.reduceRight((rest, body) => `try {\n${body}\n} finally {\n${rest}\n}`);
  const script = `<script>${minified([joined])}</script>`;
  let first = true;
  return html.replace(classicScript, () => {
    const kept = first ? script : "<script></script>";
    first = false;
    return kept;
  });
}

/** The file beside a page's HTML that holds its loader data: "a/index.html" → "a/index.hydration.txt". */
export function hydrationFile(htmlFile: string): string {
  return htmlFile.replace(/\.html$/, ".hydration.txt");
}

/** A page rewritten by `deferHydration`, and its loader data, for `hydrationFile` (null: it has none). */
export interface DeferredPage {
  html: string;
  hydrationData: string | null;
}

/**
 * Rewrites React Router's start-up for a prerendered page (`htmlFile`, its path in the build): drops
 * the modulepreload links (React adds them again when it hydrates, by which time the modules are
 * loaded), takes the loader data out of the page (to be written to its `hydrationFile`), and makes
 * the inline module script store the first touch at once, then, after the window's load event, the
 * hero's paint and the layout, in the browser's first idle moment, import the route modules, fetch
 * the data and import the entry. The
 * modules, and the order they run in, stay the same; until React takes over, taps are noted
 * and contact forms' sends held (above); `<html>` is marked so that the stylesheet leaves the sections below the first screen to
 * the script, which lays them out one a frame from the hero's paint on (`html[data-laid-out]` once
 * all are). Returns the page unchanged when it has no such script (a page that never hydrates; the
 * development server's pages, which lay out whole). `untilIdle: false` is for a page that shows
 * nothing without its script (the lead inbox): it starts once it is laid out. `style` is the
 * URL of the whole stylesheet, for a page that carries part of it, loaded once the hero is painted.
 */
export function deferHydration(
  html: string,
  htmlFile: string,
  { untilIdle = true, style }: { untilIdle?: boolean; style?: string } = {},
): DeferredPage {
  const boot = bootScript.exec(html);
  if (!boot) return { html, hydrationData: null };
  const body = boot[1] ?? "";
  const imports = [...body.matchAll(staticImport)].map(([, name, url]) => ({ name, url: url as string }));
  const routes = routeModules.exec(body)?.[1];
  const entry = entryImport.exec(body)?.[1];
  const chunks = [...html.matchAll(streamChunk)].map(([, literal = '""']) => JSON.parse(literal) as string);
  if (!routes || !entry || imports.length === 0 || chunks.length === 0) {
    throw new Error(`deferHydration: React Router's start-up script has changed shape:\n${body}`);
  }
  const modules = imports.map(({ url }) => url);
  const live: GoLive = { modules, data: `/${hydrationFile(htmlFile)}`, entry, style };
  // In a block of its own, so that the minifier may shorten the names the parts share.
  const script = minified([
    "{",
    ...firstTouchScript,
    ...untilLiveScript,
    ...startScript(imports, routes),
    ...paintedScript,
    ...layOutScript,
    ...(untilIdle ? idleScript : ["const idle = () => undefined;"]),
    ...beginScript,
    "}",
  ]);
  const page = oneClassicScript(html.replace(streamChunk, "").replace(streamClose, ""))
    .replace(modulePreload, "")
    .replace(boot[0], () => `<script type="module" async="">const live = ${JSON.stringify(live)};\n${script}</script>`)
    .replace(htmlStart, `<html ${sectionsLaterMark}`);
  return { html: page, hydrationData: chunks.join("") };
}
