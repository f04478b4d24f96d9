// The parts of a built page's start-up script (../defer-hydration.ts puts them together), as the
// source text the browser runs. Each is a few lines; names they share: `live` (the modules, the
// data file, the entry and the whole stylesheet), `start`, `hydrationData`, `styleSheet` (and its
// `styled`), `painted`, `layOut`, `idle`, `pressed` and `browserChecks`.

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
 * Until the page is live (`data-hydrated`), what needs the script is kept for it: a tap on the
 * company's call link is in the data layer at once (the event the link's own handler pushes once
 * live: renderer lib/track.ts) and its label in `window.bwCalls` (the analytics record the rest once
 * live: renderer chrome/analytics.tsx); a button that needs the script, in `window.bwPresses`
 * (pressed again once live: app/root.tsx, renderer lib/held-acts.ts). `pressed` is when the visitor
 * last tapped or typed (never, at first), for the idle moment below. (From React's own start, the
 * visitor's events stop at the window until the page is live: app/root.tsx. These listeners, on the
 * window before it, still hear them.)
 *
 * The plain contact form (renderer blocks/contact-form) is left to the enhanced form's checks from
 * the start, so the visitor's first attempt to send meets the site's messages, not the browser's:
 * until the form is live (`data-live`), a send is held, and the form takes it up as it goes live
 * (`window.bwSends`). Should the scripts fail to load, the browser checks and sends the form
 * itself, as it does where there is no script.
 */
export const untilLiveScript = [
  "let pressed = -Infinity;",
  "const taps = (window.bwCalls = []);",
  "const pending = (window.bwPresses = []);",
  "const held = (window.bwSends = []);",
  "const checked = new Set(document.querySelectorAll('form[action=\"/api/contacts\"]'));",
  "for (const form of checked) form.noValidate = true;",
  'window.addEventListener("keydown", () => (pressed = performance.now()), true);',
  'window.addEventListener("click", (event) => {',
  "  pressed = performance.now();",
  "  if (document.documentElement.dataset.hydrated) return;",
  // The company's own call links only (renderer: chrome/call-link.tsx, companyCallSelector).
  "  const link = event.target.closest?.('a[data-call=\"company\"]');",
  "  if (link) {",
  "    const label = link.dataset.track ?? link.textContent;",
  "    taps.push(label);",
  '    (window.dataLayer ??= []).push({ event: "phone_call", category: "engagement", label, value: 1 });',
  "  }",
  "  const button = event.target.closest?.('button[type=\"button\"]');",
  "  if (button) pending.push(button);",
  "}, true);",
  'window.addEventListener("submit", (event) => {',
  "  if (checked.has(event.target) && !event.target.dataset.live) {",
  "    event.preventDefault();",
  "    held.push(event.target);",
  "  }",
  "}, true);",
  "const browserChecks = () => {",
  "  for (const form of checked) form.noValidate = false;",
  "  checked.clear();",
  "  for (const form of held.splice(0)) form.requestSubmit();",
  "};",
];

// The hero photograph is decoded and painted before the script's work begins, so the
// largest paint never lands behind it: until the browser reports the photograph's paint where it
// reports paints (the largest contentful paint), 200 ms at most (elsewhere, or where none comes).
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
  "      }",
  "      setTimeout(resolve, 200);",
  "    }));",
  "};",
];

// The sections after the first, and the footer, wait to be laid out until they near the
// screen (renderer: styles/layout.css). From then on they are laid out one a frame, while the
// scripts download, through a stylesheet of the script's own (the sections are React's to
// hydrate), so each is a short task and the page takes its true height before it is live.
export const layOutScript = [
  "const layOut = () => new Promise((laidOut) => {",
  // The icons below the first screen, from the sprite once the paint is done (inline-icons.ts).
  '  for (const use of document.querySelectorAll("use[data-href]")) use.setAttribute("href", use.dataset.href);',
  '  if (!("adoptedStyleSheets" in document)) return laidOut();',
  "  const sheet = new window.CSSStyleSheet();",
  "  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];",
  '  const sections = document.querySelectorAll("main > section").length;',
  "  let shown = 1;",
  "  const next = () => {",
  "    shown += 1;",
  "    if (shown <= sections) {",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template of the page's script, filled in the browser
  "      sheet.replaceSync(`main>section:nth-of-type(-n+${shown}){content-visibility:visible}`);",
  "      window.requestAnimationFrame(next);",
  "    } else {",
  '      sheet.replaceSync("main>section,.site-footer{content-visibility:visible}");',
  '      document.documentElement.dataset.laidOut = "true";',
  "      laidOut();",
  "    }",
  "  };",
  "  window.requestAnimationFrame(next);",
  "});",
];

/**
 * The browser's next idle moment (2 s at most) with the visitor not in the middle of acting: half a
 * second since their last tap or key (`pressed`, noted above), so that the page's going live never holds up a tap or a
 * key of theirs (decision 040). Where there is no requestIdleCallback, setTimeout takes the options
 * for a delay: 0.
 */
export const idleScript = [
  "const idle = () =>",
  "  new Promise(function wait(resolve) {",
  "    (window.requestIdleCallback ?? setTimeout)(",
  "      () => (performance.now() - pressed > 500 ? resolve() : setTimeout(wait, 100, resolve)),",
  "      { timeout: 2000 },",
  "    );",
  "  });",
];

/**
 * From the window's load on: the hero's paint, the whole stylesheet, the layout, then, in the
 * browser's first idle moment, the scripts, whether or not the visitor has acted (decision 040).
 * The whole stylesheet comes at once for a page opened at a place in it (an address with a
 * #fragment), which may be past the first screen. Should the scripts fail to load, the forms held
 * for them are the browser's again.
 */
export const beginScript = [
  "const begin = () =>",
  "  painted()",
  "    .then(styleSheet)",
  "    .then(layOut)",
  "    .then(idle)",
  "    .then(start)",
  "    .catch(browserChecks);",
  "if (location.hash) styleSheet();",
  'if (document.readyState === "complete") begin();',
  'else window.addEventListener("load", begin, { once: true });',
];

/** Fetches the page's loader data and hands it to React Router's stream, as its inline scripts did. */
export const hydrationDataScript = [
  "const hydrationData = () =>",
  "  fetch(live.data)",
  "    .then((response) => (response.ok ? response.text() : Promise.reject(response)))",
  "    .then((text) => {",
  "      const stream = window.__reactRouterContext.streamController;",
  "      stream.enqueue(text);",
  "      stream.close();",
  "    });",
];

/**
 * Links the whole stylesheet (`live.style`), once, where the page carries only part of it
 * (scripts/page-style.ts), and marks `<html data-styled>` once it has loaded: a page cut to its
 * first screen's rules shows the rest of itself from then on. What React renders is styled too.
 * A sheet that fails to load marks the page all the same, and does not keep it from going live.
 */
export const styleSheetScript = [
  "let styled;",
  "const styleSheet = () =>",
  "  (styled ??= new Promise((resolve) => {",
  "    if (!live.style) return resolve();",
  '    const link = document.createElement("link");',
  '    link.rel = "stylesheet";',
  "    link.href = live.style;",
  "    link.onload = link.onerror = resolve;",
  "    document.head.append(link);",
  "  }).then(() => {",
  '    document.documentElement.dataset.styled = "true";',
  "  }));",
];
