import { mkdtempSync, readFileSync as readSource, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtPage, inlineFavicon, svgDataUrl } from "./built-page";
import { styleSheetFile } from "./page-style";
import { wholeSheet } from "./page-style/first-screen";

const clientDir = mkdtempSync(join(tmpdir(), "built-page-"));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
const favicon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><title>A &amp; B</title><circle r="18" fill="#0b4f8a"/></svg>\n';
writeFileSync(join(clientDir, "favicon.svg"), favicon);

const css = ".hero{padding:1rem}.offer{position:fixed}";
const head = `<head><link rel="icon" href="/favicon.svg" type="image/svg+xml"/><style>${css}</style></head>`;
const boot = `<script>window.__reactRouterContext = {};</script><script>window.__reactRouterContext.streamController.enqueue("data");</script><script>window.__reactRouterContext.streamController.close();</script><script type="module" async="">import "/assets/manifest-a.js";
import * as route0 from "/assets/root-c.js";
  window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-b.js");</script>`;
const hydrating = `<!DOCTYPE html><html>${head}<body><section class="hero"></section>${boot}</body></html>`;

describe("builtPage", () => {
  const built = builtPage(hydrating, "drain-cleaning/index.html", clientDir);

  it("carries only its markup's rules, and loads the whole sheet, named by its content, once painted", () => {
    const file = styleSheetFile(wholeSheet(css));
    expect(built.html).toContain("<style>.hero{padding:1rem}</style>");
    expect(built.styleSheet).toEqual({ file, css: wholeSheet(css) });
    expect(built.html).toContain(`"style":"/${file}"`);
    expect(built.html).not.toContain("<noscript>");
  });

  it("carries only its first screen's rules where its own would leave it past its first round trip", () => {
    // Words brotli cannot shorten much: 20,000 characters of them in the page's second section.
    let seed = 7;
    const word = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed.toString(36).slice(0, 6);
    };
    const words = Array.from({ length: 3_000 }, word).join(" ");
    const sections = `<main><section class="hero"></section><section class="offer"><p>${words}</p></section></main>`;
    const long = builtPage(
      hydrating.replace('<section class="hero"></section>', sections),
      "long/index.html",
      clientDir,
    );
    expect(long.html).toMatch(/<style>\.hero\{padding:1rem\}:where\(html:not\(\[data-styled\]\)\)[^<]*<\/style>/);
    expect(long.html).toContain(
      `<noscript><link rel="stylesheet" href="/${styleSheetFile(wholeSheet(css))}"/></noscript>`,
    );
    const short = builtPage(
      hydrating.replace('<section class="hero"></section>', sections.replace(words, "Hi")),
      "short/index.html",
      clientDir,
    );
    expect(short.html).toContain("<style>.hero{padding:1rem}.offer{position:fixed}</style>");
  });

  it("puts the favicon in a public page, and leaves the inbox's (its policy allows no data URL)", () => {
    expect(built.html).toContain('<link rel="icon" href="data:image/svg+xml,');
    const inbox = builtPage(hydrating, "admin/index.html", clientDir);
    expect(inbox.html).toContain('<link rel="icon" href="/favicon.svg"');
  });

  it("keeps the whole sheet where there is no start-up script to load the rest with", () => {
    const still = `<!DOCTYPE html><html>${head}<body><section class="hero"></section></body></html>`;
    const page = builtPage(still, "still/index.html", clientDir);
    expect(page.html).toContain(`<style>${css}</style>`);
    expect(page.styleSheet).toBeNull();
  });
});

describe("inlineFavicon", () => {
  it("puts the favicon in the page as a data URL that decodes to the file", () => {
    const html = inlineFavicon(`<html>${head}</html>`, (url) => (url === "/favicon.svg" ? favicon : ""));
    const href = /<link rel="icon" href="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(href).toMatch(/^data:image\/svg\+xml,[^\s"#<>]+$/);
    expect(decodeURIComponent(href.slice("data:image/svg+xml,".length))).toBe(favicon.trim());
  });

  it("is the brand mark the stylesheet draws in the header, escaped alike (so a page's brotli carries it once)", () => {
    const chrome = readSource(new URL("../../../packages/renderer/src/styles/chrome.css", import.meta.url), "utf8");
    const mark = /\.brand__mark \{[^}]*url\("([^"]+)"\)/.exec(chrome)?.[1];
    const icon = readSource(new URL("../public/favicon.svg", import.meta.url), "utf8");
    expect(svgDataUrl(icon)).toBe(mark);
  });

  it("leaves a page with no favicon link as it is", () => {
    expect(inlineFavicon("<html><head></head></html>", () => favicon)).toBe("<html><head></head></html>");
  });
});
