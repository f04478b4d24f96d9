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

/**
 * Runs the page's start-up script against a fake window and document, its dynamic imports
 * recorded; returns the URLs it imports, in order, as they happen.
 */
function runStartUp(fakeWindow: object, fakeDocument: object): string[] {
  const imported: string[] = [];
  const script = bootScript(deferHydration(page)).replaceAll("import(", "importModule(");
  new Function("window", "document", "importModule", script)(fakeWindow, fakeDocument, async (url: string) => {
    imported.push(url);
    return { url };
  });
  return imported;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A window's `addEventListener` that keeps each listener by its event type, to be called by hand. */
function recordedListeners() {
  const listeners: Record<string, () => void> = {};
  const addEventListener = (type: string, listener: () => void) => {
    listeners[type] = listener;
  };
  return { listeners, addEventListener };
}

/** A document still being parsed, whose hero photograph (if any) is `hero`. */
function parsingDocument(hero?: object) {
  return {
    readyState: "interactive",
    addEventListener: () => undefined,
    querySelectorAll: (selector: string) => (hero && selector === 'img[fetchpriority="high"]' ? [hero] : []),
  };
}

describe("deferHydration", () => {
  it("drops the modulepreload links and keeps the rest of the head", () => {
    const html = deferHydration(page);
    // The stylesheet leaves the sections below the first screen to the script (styles/layout.css).
    expect(html.startsWith('<!DOCTYPE html><html data-sections="later"><head>')).toBe(true);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("imports the same modules, in the same order, once the window has loaded and the hero photograph is painted", async () => {
    const script = bootScript(deferHydration(page));
    expect(script).not.toMatch(/^import /m);
    expect(script).toContain('window.addEventListener("load", begin, { once: true })');

    // Run it with the imports, the window, the photograph's decoding and the frames recorded.
    const { listeners, addEventListener } = recordedListeners();
    const frames: (() => void)[] = [];
    let decoded = () => {};
    const hero = { decode: () => new Promise<void>((resolve) => (decoded = resolve)) };
    const fakeWindow: Record<string, unknown> = {
      addEventListener,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
    };
    const imported = runStartUp(fakeWindow, parsingDocument(hero));
    listeners.load?.();
    await settle();
    expect(imported, "before the photograph is decoded").toEqual([]);
    decoded();
    await settle();
    expect(imported, "before the next frame").toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    await settle();
    await settle();
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

  it("starts 200 ms after load where no frame is drawn (a tab in the background)", async () => {
    const { listeners, addEventListener } = recordedListeners();
    const imported = runStartUp({ addEventListener, requestAnimationFrame: () => 0 }, parsingDocument());
    listeners.load?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(imported).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(imported).toContain("/assets/entry.client-b.js");
  });

  it("waits for the browser to report the photograph's paint, where it reports paints", async () => {
    const { listeners, addEventListener } = recordedListeners();
    const hero = { decode: async () => undefined };
    let report: (entries: object[]) => void = () => undefined;
    let observed: unknown;
    class FakeObserver {
      static supportedEntryTypes = ["largest-contentful-paint", "paint"];
      constructor(callback: (list: { getEntries(): object[] }, observer: FakeObserver) => void) {
        report = (entries) => callback({ getEntries: () => entries }, this);
      }
      observe(options: unknown) {
        observed = options;
      }
      disconnect() {
        report = () => undefined;
      }
    }
    const fakeWindow = { addEventListener, requestAnimationFrame: () => 0, PerformanceObserver: FakeObserver };
    const imported = runStartUp(fakeWindow, parsingDocument(hero));
    listeners.load?.();
    await settle();
    expect(observed).toEqual({ type: "largest-contentful-paint", buffered: true });
    report([{ element: { id: "a heading" } }]);
    await settle();
    expect(imported, "after the paint of something else").toEqual([]);
    report([{ element: hero }]);
    await settle();
    await settle();
    expect(imported).toContain("/assets/entry.client-b.js");
  });

  it("lays out the sections below the first screen one a frame once the photograph is painted", async () => {
    const { listeners, addEventListener } = recordedListeners();
    const frames: (() => void)[] = [];
    const sheets: string[][] = [];
    class FakeSheet {
      readonly rules: string[] = [];
      constructor() {
        sheets.push(this.rules);
      }
      replaceSync(text: string) {
        this.rules.push(text);
      }
    }
    const fakeWindow = {
      addEventListener,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      CSSStyleSheet: FakeSheet,
    };
    const dataset: Record<string, string> = {};
    const fakeDocument = {
      readyState: "interactive",
      adoptedStyleSheets: [] as unknown[],
      documentElement: { dataset },
      addEventListener: () => undefined,
      // Three sections: the first is laid out with the page, two wait.
      querySelectorAll: (selector: string) => (selector === "main > section" ? [{}, {}, {}] : []),
    };
    runStartUp(fakeWindow, fakeDocument);
    listeners.load?.();
    await settle();
    expect(sheets, "before the photograph is painted").toEqual([]);
    frames.shift()?.();
    await settle();
    expect(fakeDocument.adoptedStyleSheets).toHaveLength(1);
    const laidOut = () => {
      frames.shift()?.();
      return sheets[0]?.at(-1);
    };
    expect(laidOut()).toBe("main > section:nth-of-type(-n + 2) { content-visibility: visible; }");
    expect(dataset.laidOut).toBeUndefined();
    expect(laidOut()).toBe("main > section:nth-of-type(-n + 3) { content-visibility: visible; }");
    expect(laidOut()).toBe("main > section, .site-footer { content-visibility: visible; }");
    expect(dataset.laidOut).toBe("true");
    expect(frames, "no frame asked for once all are laid out").toEqual([]);
  });

  it("notes taps on call links until the page has hydrated, and nothing else", () => {
    const dataset: Record<string, string> = {};
    let onClick: (event: { target: unknown }) => void = () => undefined;
    const fakeWindow: Record<string, unknown> = { addEventListener: () => undefined };
    const fakeDocument = {
      readyState: "loading",
      documentElement: { dataset },
      addEventListener: (type: string, listener: typeof onClick, capture: boolean) => {
        if (type === "click" && capture) onClick = listener;
      },
    };
    runStartUp(fakeWindow, fakeDocument);
    const target = (link: object | null) => ({
      closest: (selector: string) => (selector === 'a[data-call="company"]' ? link : null),
    });
    onClick({ target: target({ dataset: { track: "Mobile Call Bar" }, textContent: "Call Now" }) });
    onClick({ target: target({ dataset: {}, textContent: "(336) 555-0142" }) });
    onClick({ target: target(null) });
    onClick({ target: {} });
    dataset.hydrated = "true";
    onClick({ target: target({ dataset: { track: "Hero" }, textContent: "Call" }) });
    expect(fakeWindow.bwCallTaps).toEqual(["Mobile Call Bar", "(336) 555-0142"]);
  });

  it("leaves a page without React Router's start-up script alone", () => {
    const plain = "<!DOCTYPE html><html><body><h1>Hi</h1></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });
});
