import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

const page = `<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/manifest-a.js"/><link rel="modulepreload" href="/assets/entry.client-b.js"/><link rel="modulepreload" href="/assets/root-c.js"/></head><body><h1>Home</h1>
<script>window.__reactRouterContext = {};</script><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]\\n");</script><script>window.__reactRouterContext.streamController.enqueue("P3:\\"\\u003cdone\\u003e\\"\\n");</script><script>window.__reactRouterContext.streamController.close();</script><script type="module" async="">import "/assets/manifest-a.js";
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
function runStartUp(
  fakeWindow: object,
  fakeDocument: object,
  storage?: Storage,
  address: object = { pathname: "/", search: "", hash: "" },
  options?: { style: string },
): string[] {
  const imported: string[] = [];
  const script = bootScript(deferHydration(page, "index.html", options).html).replaceAll("import(", "importModule(");
  const importModule = async (url: string) => {
    imported.push(url);
    return { url };
  };
  // React Router's stream of the loader data, which its inline script made (kept in the page).
  Object.assign(fakeWindow, { __reactRouterContext: { streamController: stream.controller } });
  new Function("window", "document", "importModule", "sessionStorage", "location", "fetch", script)(
    fakeWindow,
    fakeDocument,
    importModule,
    storage,
    address,
    stream.fetch,
  );
  return imported;
}

/** What the start-up script fetched and handed to React Router's stream, in the last run. */
const stream = {
  fetched: [] as string[],
  enqueued: [] as string[],
  closed: false,
  fetch: async (url: string) => {
    stream.fetched.push(url);
    return { ok: true, text: async () => `data of ${url}` };
  },
  controller: {
    enqueue: (text: string) => stream.enqueued.push(text),
    close: () => {
      stream.closed = true;
    },
  },
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A window's `addEventListener` that keeps each listener by its event type, to be called by hand. */
function recordedListeners() {
  const listeners: Record<string, () => void> = {};
  const addEventListener = (type: string, listener: () => void) => {
    listeners[type] = listener;
  };
  const removeEventListener = (type: string, listener: () => void) => {
    if (listeners[type] === listener) delete listeners[type];
  };
  return { listeners, addEventListener, removeEventListener };
}

/** A document still being parsed, whose hero photograph (if any) is `hero`. */
function parsingDocument(hero?: object) {
  return {
    readyState: "interactive",
    documentElement: { dataset: {} as Record<string, string> },
    addEventListener: () => undefined,
    querySelectorAll: (selector: string) => (hero && selector === 'img[fetchpriority="high"]' ? [hero] : []),
  };
}

describe("deferHydration", () => {
  it("takes the loader data out of the page, whole and in order, to be fetched as the page goes live", () => {
    const { html, hydrationData } = deferHydration(page, "drain-cleaning/index.html");
    expect(hydrationData).toBe('[{"_1":2},"loaderData"]\nP3:"<done>"\n');
    expect(html).not.toContain("streamController.enqueue");
    expect(html).not.toContain("streamController.close");
    expect(bootScript(html)).toContain('"data":"/drain-cleaning/index.hydration.txt"');
  });

  it("drops the modulepreload links and keeps the rest of the head", () => {
    const { html } = deferHydration(page, "index.html");
    // The stylesheet leaves the sections below the first screen to the script (styles/layout.css).
    expect(html.startsWith('<!DOCTYPE html><html data-sections="later"><head>')).toBe(true);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("makes React Router's inline scripts one, which runs each even where the one before it throws", () => {
    const twoScripts = page.replace(
      "<script>window.__reactRouterContext = {};</script>",
      '<script>window.first = "ran"; if (window.fail) throw new Error("no history");</script><script>window.__reactRouterContext = {};</script>',
    );
    const { html } = deferHydration(twoScripts, "index.html");
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body = ""]) => body);
    // The second stays, empty, for React to find when it hydrates.
    expect(scripts).toHaveLength(2);
    expect(scripts[1]).toBe("");
    for (const fail of [false, true]) {
      const fakeWindow: Record<string, unknown> = { fail };
      const run = () => new Function("window", scripts[0] ?? "")(fakeWindow);
      if (fail) expect(run).toThrow("no history");
      else run();
      expect(fakeWindow).toMatchObject({ first: "ran", __reactRouterContext: {} });
    }
  });

  it("imports the same modules, in the same order, once the window has loaded, the hero photograph is painted and the browser is idle, with no act", async () => {
    const script = bootScript(deferHydration(page, "index.html").html);
    expect(script).not.toMatch(/^import /m);
    // Minified, but for the line that says what it loads (the budget reads it).
    expect(script.split("\n")).toHaveLength(2);
    expect(script.split("\n")[0]).toMatch(/^const live = \{.*\};$/);

    // Run it with the imports, the window, the photograph's decoding and the frames recorded.
    const { listeners, addEventListener, removeEventListener } = recordedListeners();
    const frames: (() => void)[] = [];
    let decoded = () => {};
    const hero = { decode: () => new Promise<void>((resolve) => (decoded = resolve)) };
    const idles: (() => void)[] = [];
    let idleOptions: unknown;
    const fakeWindow: Record<string, unknown> = {
      addEventListener,
      removeEventListener,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      requestIdleCallback: (callback: () => void, options: unknown) => {
        idleOptions = options;
        idles.push(callback);
      },
    };
    const imported = runStartUp(fakeWindow, parsingDocument(hero));
    listeners.load?.();
    await settle();
    expect(imported, "before the photograph is decoded").toEqual([]);
    decoded();
    await settle();
    expect(imported, "before the photograph is painted (200 ms, where no paint is reported)").toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    // Laid out one section a frame (none here), then the idle moment.
    expect(imported, "before the browser is idle").toEqual([]);
    expect(idleOptions, "2 s at most").toEqual({ timeout: 2000 });
    idles[0]?.();
    await settle();
    await settle();
    // No act is waited for: a tap or a key is only noted, a contact form's send held.
    expect(Object.keys(listeners).sort()).toEqual(["click", "keydown", "load", "submit"]);
    expect(imported).toEqual([
      "/assets/manifest-a.js",
      "/assets/root-c.js",
      "/assets/page-d.js",
      "/assets/entry.client-b.js",
    ]);
    expect(stream.fetched.at(-1)).toBe("/index.hydration.txt");
    expect(stream.enqueued.at(-1)).toBe("data of /index.hydration.txt");
    expect(stream.closed).toBe(true);
    expect(fakeWindow.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-c.js" },
      "page:/": { url: "/assets/page-d.js" },
    });
  });

  /** A document that records the links appended to its head, with the start-up script's window. */
  function linkingPage() {
    const { listeners, addEventListener } = recordedListeners();
    const linked: { rel?: string; href?: string; onload?: () => void; onerror?: () => void }[] = [];
    const fakeDocument = {
      ...parsingDocument(),
      createElement: (tag: string) => (tag === "link" ? {} : undefined),
      head: { append: (link: (typeof linked)[number]) => linked.push(link) },
    };
    const fakeWindow = { addEventListener, removeEventListener: () => undefined, requestAnimationFrame: () => 0 };
    return { listeners, linked, fakeDocument, fakeWindow };
  }
  const style = { style: "/assets/site-a.css" };

  it("links the whole stylesheet once the hero is painted, and imports the entry only once it has loaded", async () => {
    const { listeners, linked, fakeDocument, fakeWindow } = linkingPage();
    const imported = runStartUp(fakeWindow, fakeDocument, undefined, undefined, style);
    expect(linked, "before the page has loaded").toEqual([]);
    listeners.load?.();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(linked).toMatchObject([{ rel: "stylesheet", href: "/assets/site-a.css" }]);
    expect(fakeDocument.documentElement.dataset.styled, "before the sheet has loaded").toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(imported, "before the stylesheet has loaded").not.toContain("/assets/entry.client-b.js");
    linked[0]?.onload?.();
    await settle();
    expect(fakeDocument.documentElement.dataset.styled).toBe("true");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(imported.at(-1)).toBe("/assets/entry.client-b.js");
    expect(linked, "linked once").toHaveLength(1);
  });

  it("links the whole stylesheet at once for an address with a fragment, which may be past the first screen", async () => {
    const anchored = linkingPage();
    runStartUp(
      anchored.fakeWindow,
      anchored.fakeDocument,
      undefined,
      { pathname: "/", search: "", hash: "#contact" },
      style,
    );
    expect(anchored.linked).toMatchObject([{ href: "/assets/site-a.css" }]);
  });

  it("shows the page all the same when the whole stylesheet fails to load", async () => {
    const { listeners, linked, fakeDocument, fakeWindow } = linkingPage();
    runStartUp(fakeWindow, fakeDocument, undefined, undefined, style);
    listeners.load?.();
    await new Promise((resolve) => setTimeout(resolve, 250));
    linked[0]?.onerror?.();
    await settle();
    expect(fakeDocument.documentElement.dataset.styled).toBe("true");
  });

  it("goes live in a pause, half a second after the visitor's last key or tap", async () => {
    const { listeners, addEventListener } = recordedListeners();
    const idles: (() => void)[] = [];
    const fakeWindow = {
      addEventListener,
      removeEventListener: () => undefined,
      requestAnimationFrame: (callback: () => void) => callback(),
      requestIdleCallback: (callback: () => void) => idles.push(callback),
    };
    const imported = runStartUp(fakeWindow, parsingDocument());
    listeners.load?.();
    await settle();
    (listeners.keydown as (event: object) => void)?.({ type: "keydown", target: {}, stopPropagation: () => undefined });
    idles.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(imported, "while the visitor types").toEqual([]);
    // Asked again in a later idle moment, a pause long enough: live.
    await new Promise((resolve) => setTimeout(resolve, 400));
    for (const idle of idles.splice(0)) idle();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(imported).toContain("/assets/entry.client-b.js");
  });

  it("starts 200 ms after load where no frame is drawn (a tab in the background)", async () => {
    const { listeners, addEventListener } = recordedListeners();
    const imported = runStartUp(
      { addEventListener, removeEventListener: () => undefined, requestAnimationFrame: () => 0 },
      parsingDocument(),
    );
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
    const fakeWindow = {
      addEventListener,
      removeEventListener: () => undefined,
      requestAnimationFrame: () => 0,
      PerformanceObserver: FakeObserver,
    };
    const imported = runStartUp(fakeWindow, parsingDocument(hero));
    listeners.load?.();
    await settle();
    expect(observed).toEqual({ type: "largest-contentful-paint", buffered: true });
    report([{ element: { id: "a heading" } }]);
    await settle();
    expect(imported, "after the paint of something else").toEqual([]);
    report([{ element: hero }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
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
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(fakeDocument.adoptedStyleSheets).toHaveLength(1);
    const laidOut = () => {
      frames.shift()?.();
      return sheets[0]?.at(-1);
    };
    expect(laidOut()).toBe("main>section:nth-of-type(-n+2){content-visibility:visible}");
    expect(dataset.laidOut).toBeUndefined();
    expect(laidOut()).toBe("main>section:nth-of-type(-n+3){content-visibility:visible}");
    expect(laidOut()).toBe("main>section,.site-footer{content-visibility:visible}");
    expect(dataset.laidOut).toBe("true");
    expect(frames, "no frame asked for once all are laid out").toEqual([]);
  });

  it("starts the lead inbox, which shows nothing without its script, without waiting for an act", async () => {
    const { listeners, addEventListener, removeEventListener } = recordedListeners();
    const script = bootScript(deferHydration(page, "admin/index.html", { untilIdle: false }).html).replaceAll(
      "import(",
      "importModule(",
    );
    const imported: string[] = [];
    const fakeWindow = {
      addEventListener,
      removeEventListener,
      requestAnimationFrame: () => 0,
      __reactRouterContext: { streamController: stream.controller },
    };
    new Function("window", "document", "importModule", "fetch", "location", script)(
      fakeWindow,
      parsingDocument(),
      async (url: string) => imported.push(url),
      stream.fetch,
      { hash: "" },
    );
    expect(Object.keys(listeners).sort()).toEqual(["click", "keydown", "load", "submit"]);
    listeners.load?.();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(imported).toContain("/assets/entry.client-b.js");
    expect(stream.fetched.at(-1)).toBe("/admin/index.hydration.txt");
  });

  it("stores where the visit began at once, and keeps a first touch already stored", () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    } as unknown as Storage;
    const fakeDocument = { ...parsingDocument(), referrer: "https://www.google.com/" };
    const address = { pathname: "/drain-cleaning", search: "?utm_source=flyer" };
    runStartUp({ addEventListener: () => undefined }, fakeDocument, storage, address);
    expect(JSON.parse(stored.get("bw:touch") ?? "{}")).toEqual({
      landingPage: "/drain-cleaning?utm_source=flyer",
      referrer: "https://www.google.com/",
    });
    runStartUp({ addEventListener: () => undefined }, { ...fakeDocument, referrer: "" }, storage, {
      pathname: "/about-us",
      search: "",
    });
    expect(JSON.parse(stored.get("bw:touch") ?? "{}").landingPage).toBe("/drain-cleaning?utm_source=flyer");
  });

  it("notes the buttons pressed until the page is live, to be pressed again then", async () => {
    const { listeners, addEventListener, removeEventListener } = recordedListeners();
    const fakeWindow: Record<string, unknown> = {
      addEventListener,
      removeEventListener,
      requestAnimationFrame: () => 0,
    };
    const dataset: Record<string, string> = {};
    const imported = runStartUp(fakeWindow, { ...parsingDocument(), documentElement: { dataset } });
    const button = { id: "play" };
    const tapOn = (found: object | null) => {
      const target = { closest: (selector: string) => (selector === 'button[type="button"]' ? found : null) };
      (listeners.click as (event: object) => void)?.({ type: "click", target });
    };
    tapOn(button);
    tapOn(null);
    expect(fakeWindow.bwPresses).toEqual([button]);
    listeners.load?.();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(imported).toContain("/assets/entry.client-b.js");
    // Live: React has each press from now on, and nothing more is noted.
    dataset.hydrated = "true";
    tapOn({ id: "later" });
    expect(fakeWindow.bwPresses).toEqual([button]);
  });

  it("notes taps on call links until the page has hydrated, each in the data layer at once, and nothing else", () => {
    const dataset: Record<string, string> = {};
    let onClick: (event: { target: unknown }) => void = () => undefined;
    const fakeWindow: Record<string, unknown> = {
      addEventListener: (type: string, listener: (event: object) => void, capture: boolean) => {
        if (type === "click" && capture)
          onClick = (event) => listener({ ...event, type: "click", stopPropagation: () => undefined });
      },
    };
    const fakeDocument = {
      readyState: "loading",
      documentElement: { dataset },
      addEventListener: () => undefined,
      querySelectorAll: () => [],
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
    expect(fakeWindow.bwCalls).toEqual(["Mobile Call Bar", "(336) 555-0142"]);
    // The event the call link's own handler pushes once hydrated (renderer lib/track.ts trackPhoneCall).
    const event = (label: string) => ({ event: "phone_call", category: "engagement", label, value: 1 });
    expect(fakeWindow.dataLayer).toEqual([event("Mobile Call Bar"), event("(336) 555-0142")]);
  });

  /** A plain contact form (and a careers form beside it), each recording the sends it is asked for. */
  function formsPage(dataset: Record<string, string>) {
    const contact = {
      noValidate: false,
      dataset: {} as Record<string, string>,
      sent: 0,
      requestSubmit: () => (contact.sent += 1),
    };
    const careers = { noValidate: false, dataset: {}, sent: 0, requestSubmit: () => (careers.sent += 1) };
    const fakeDocument = {
      ...parsingDocument(),
      documentElement: { dataset },
      querySelectorAll: (selector: string) => (selector === 'form[action="/api/contacts"]' ? [contact] : []),
    };
    return { contact, careers, fakeDocument };
  }

  /** A send of `form` as the browser dispatches it; true when the start-up script held it. */
  function send(listeners: Record<string, (event: object) => void>, form: object): boolean {
    let prevented = false;
    listeners.submit?.({
      type: "submit",
      target: form,
      preventDefault: () => (prevented = true),
      stopPropagation: () => undefined,
    });
    return prevented;
  }

  it("holds a contact form's send until the page is live, its checks left to the enhanced form", () => {
    const { listeners, addEventListener, removeEventListener } = recordedListeners();
    const dataset: Record<string, string> = {};
    const { contact, careers, fakeDocument } = formsPage(dataset);
    const fakeWindow: Record<string, unknown> = { addEventListener, removeEventListener };
    runStartUp(fakeWindow, fakeDocument);
    // The browser's own checks would stop the send before the site's messages could be shown.
    expect(contact.noValidate).toBe(true);
    expect(careers.noValidate).toBe(false);
    const sends = listeners as unknown as Record<string, (event: object) => void>;
    expect(send(sends, contact)).toBe(true);
    expect(send(sends, careers), "a form the browser checks goes as it is").toBe(false);
    expect(fakeWindow.bwSends).toEqual([contact]);
    // Live, the form takes up the held send, and React's own handler takes each send from then on.
    contact.dataset.live = "true";
    expect(send(sends, contact)).toBe(false);
  });

  it("leaves a held send to the browser's checks when the page's scripts fail to load", async () => {
    const { listeners, addEventListener, removeEventListener } = recordedListeners();
    const { contact, fakeDocument } = formsPage({});
    const script = bootScript(deferHydration(page, "index.html").html).replaceAll("import(", "importModule(");
    new Function("window", "document", "importModule", "sessionStorage", "location", "fetch", script)(
      { addEventListener, removeEventListener, requestAnimationFrame: () => 0 },
      fakeDocument,
      async () => {
        throw new Error("offline");
      },
      undefined,
      { pathname: "/", search: "", hash: "" },
      stream.fetch,
    );
    const sends = listeners as unknown as Record<string, (event: object) => void>;
    expect(send(sends, contact)).toBe(true);
    listeners.load?.();
    // The page goes live (here: fails to) half a second after the send, the visitor's last act.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(contact.noValidate).toBe(false);
    expect(contact.sent, "sent again, now checked and posted by the browser").toBe(1);
    expect(send(sends, contact)).toBe(false);
  });

  it("leaves a page without React Router's start-up script alone", () => {
    const plain = "<!DOCTYPE html><html><body><h1>Hi</h1></body></html>";
    expect(deferHydration(plain, "index.html")).toEqual({ html: plain, hydrationData: null });
  });
});
