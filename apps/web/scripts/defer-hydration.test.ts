import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

const page = `<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/manifest-a.js"/><link rel="modulepreload" href="/assets/entry.client-b.js"/><link rel="modulepreload" href="/assets/root-c.js"/></head><body><h1>Home</h1>
<script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-a.js";
import * as route0 from "/assets/root-c.js";
import * as route1 from "/assets/page-d.js";
  
  window.__reactRouterRouteModules = {"root":route0,"page:/":route1};

import("/assets/entry.client-b.js");</script></body></html>`;

function bootScript(html: string): string {
  return /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
}

describe("deferHydration", () => {
  it("drops the modulepreload links and keeps the rest of the head", () => {
    const html = deferHydration(page);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("imports the same modules, in the same order, once the window has loaded", async () => {
    const script = bootScript(deferHydration(page));
    expect(script).not.toMatch(/^import /m);
    expect(script).toContain('window.addEventListener("load", start, { once: true })');

    // Run it with the imports and the window recorded.
    const imported: string[] = [];
    const listeners: Record<string, () => void> = {};
    const fakeWindow: Record<string, unknown> = {
      addEventListener: (type: string, listener: () => void) => {
        listeners[type] = listener;
      },
    };
    const run = new Function("window", "document", "importModule", script.replaceAll("import(", "importModule("));
    run(fakeWindow, { readyState: "interactive" }, async (url: string) => {
      imported.push(url);
      return { url };
    });
    expect(imported).toEqual([]);
    listeners.load?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual([
      "/assets/manifest-a.js",
      "/assets/root-c.js",
      "/assets/page-d.js",
      "/assets/entry.client-b.js",
    ]);
    expect(fakeWindow.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-c.js" },
      "page:/": { url: "/assets/page-d.js" },
    });
  });

  it("leaves a page without React Router's start-up script alone", () => {
    const plain = "<!DOCTYPE html><html><body><h1>Hi</h1></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });
});
