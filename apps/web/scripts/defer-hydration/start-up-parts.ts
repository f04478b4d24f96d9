// The parts of a built page's start-up script (../defer-hydration.ts puts them together), as the
// source text the browser runs. Each is a few lines; names they share: `onAct` (the modules, the
// data file, the entry and the whole stylesheet), `start`, `hydrationData`, `styleSheet` (and its
// `styled`), `acted`, `painted`, `layOut` and `noting`.

/**
 * Where the visit began, stored at once: the same record, under the same key, as renderer
 * lib/first-touch.ts `rememberFirstTouch` keeps (which then finds it stored and leaves it).
 */
export const firstTouchScript = [
  "try {",
  '  if (!sessionStorage.getItem("bw:touch")) {',
  "    const touch = { landingPage: location.pathname + location.search, referrer: document.referrer };",
  '    sessionStorage.setItem("bw:touch", JSON.stringify(touch));',
  "  }",
  "} catch {}",
];

/**
 * Until the page has hydrated, taps on the company's call links are noted (the analytics' own
 * listener starts then). Until React has taken the page over (its entry imported; from then on
 * React replays what it receives), so are taps on buttons that need the script.
 */
export const noteTapsScript = [
  "let noting = true;",
  "const taps = (window.bwCallTaps = []);",
  "const pending = (window.bwPendingClicks = []);",
  'document.addEventListener("click", (event) => {',
  "  if (document.documentElement.dataset.hydrated) return;",
  // The company's own call links only (renderer: chrome/call-link.tsx, companyCallSelector).
  "  const link = event.target.closest?.('a[data-call=\"company\"]');",
  '  if (link) taps.push(link.dataset.track ?? link.textContent ?? "");',
  "  const button = event.target.closest?.('button[type=\"button\"]');",
  "  if (button && noting) pending.push(button);",
  "}, true);",
];

/** The visitor's first act: a touch, a press, a key, focus, a scroll or the pointer moving. */
export const actScript = [
  "const acted = new Promise((resolve) => {",
  '  const acts = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "scroll", "wheel"];',
  "  const act = () => {",
  "    for (const type of acts) window.removeEventListener(type, act, true);",
  "    resolve();",
  "  };",
  "  for (const type of acts) window.addEventListener(type, act, { capture: true, passive: true });",
  "});",
];

// The hero photograph is decoded and painted before the script's work begins, so the
// largest paint never lands behind it: until the browser reports the photograph's paint
// where it reports paints (the largest contentful paint), a frame elsewhere, 200 ms at most
// (where frames do not run).
export const paintedScript = [
  "const painted = () => {",
  "  const heroes = [...document.querySelectorAll('img[fetchpriority=\"high\"]')];",
  "  return Promise.all(heroes.map((img) => img.decode().catch(() => {})))",
  "    .then(() => new Promise((resolve) => {",
  "      const Observer = window.PerformanceObserver;",
  '      if (Observer?.supportedEntryTypes?.includes("largest-contentful-paint")) {',
  "        new Observer((list, observer) => {",
  "          if (heroes.length > 0 && !list.getEntries().some((entry) => heroes.includes(entry.element))) return;",
  "          observer.disconnect();",
  "          resolve();",
  '        }).observe({ type: "largest-contentful-paint", buffered: true });',
  "      } else window.requestAnimationFrame(() => setTimeout(resolve, 0));",
  "      setTimeout(resolve, 200);",
  "    }));",
  "};",
];

// The sections after the first, and the footer, wait to be laid out until they near the
// screen (renderer: styles/layout.css). From then on they are laid out one a frame, while the
// scripts download, through a stylesheet of the script's own (the sections are React's to
// hydrate), so each is a short task and the page takes its true height before it is live.
export const layOutScript = [
  "const layOut = () => {",
  '  if (!("adoptedStyleSheets" in document)) return;',
  "  const sheet = new window.CSSStyleSheet();",
  "  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];",
  '  const sections = document.querySelectorAll("main > section").length;',
  "  let shown = 1;",
  "  const next = () => {",
  "    shown += 1;",
  "    if (shown <= sections) {",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template of the page's script, filled in the browser
  "      sheet.replaceSync(`main > section:nth-of-type(-n + ${shown}) { content-visibility: visible; }`);",
  "      window.requestAnimationFrame(next);",
  "    } else {",
  '      sheet.replaceSync("main > section, .site-footer { content-visibility: visible; }");',
  '      document.documentElement.dataset.laidOut = "true";',
  "    }",
  "  };",
  "  window.requestAnimationFrame(next);",
  "};",
];

/**
 * From the window's load on: the hero's paint, the whole stylesheet, the layout, then the visitor's
 * first act, the scripts. The whole stylesheet comes sooner on the first act, or at once for a page
 * opened at a place in it (an address with a #fragment), which may be past the first screen.
 */
export const beginScript = [
  "const begin = () =>",
  "  painted()",
  "    .then(styleSheet)",
  "    .then(() => {",
  "      layOut();",
  "      return acted;",
  "    })",
  "    .then(start)",
  "    .then(() => {",
  "      noting = false;",
  "    });",
  "acted.then(styleSheet);",
  "if (location.hash) styleSheet();",
  'if (document.readyState === "complete") begin();',
  'else window.addEventListener("load", begin, { once: true });',
];

/** Fetches the page's loader data and hands it to React Router's stream, as its inline scripts did. */
export const hydrationDataScript = [
  "const hydrationData = () =>",
  "  fetch(onAct.data)",
  '    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(onAct.data + " " + response.status))))',
  "    .then((text) => {",
  "      const stream = window.__reactRouterContext.streamController;",
  "      stream.enqueue(text);",
  "      stream.close();",
  "    });",
];

/**
 * Links the whole stylesheet (`onAct.style`), once, where the page carries only part of it
 * (scripts/page-style.ts), and marks `<html data-styled>` once it has loaded: a page cut to its
 * first screen's rules shows the rest of itself from then on. What React renders is styled too.
 * A sheet that fails to load marks the page all the same, and does not keep it from going live.
 */
export const styleSheetScript = [
  "let styled;",
  "const styleSheet = () =>",
  "  (styled ??= new Promise((resolve) => {",
  "    if (!onAct.style) return resolve();",
  '    const link = document.createElement("link");',
  '    link.rel = "stylesheet";',
  "    link.href = onAct.style;",
  "    link.onload = link.onerror = resolve;",
  "    document.head.append(link);",
  "  }).then(() => {",
  '    document.documentElement.dataset.styled = "true";',
  "  }));",
];
