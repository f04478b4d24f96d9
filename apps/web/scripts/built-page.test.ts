import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtPage, inlineFavicon } from "./built-page";
import { styleSheetFile } from "./page-style";

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

  it("carries only its markup's rules, and loads the whole sheet, named by its content, on the first act", () => {
    const file = styleSheetFile(css);
    expect(built.html).toContain("<style>.hero{padding:1rem}</style>");
    expect(built.styleSheet).toEqual({ file, css });
    expect(built.html).toContain(`"style":"/${file}"`);
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

  it("leaves a page with no favicon link as it is", () => {
    expect(inlineFavicon("<html><head></head></html>", () => favicon)).toBe("<html><head></head></html>");
  });
});
