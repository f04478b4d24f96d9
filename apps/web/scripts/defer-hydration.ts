// A prerendered page is complete before any script runs: its text, links, call links, menu
// (<details>) and forms all work as HTML. So its script waits until the page has loaded (the HTML,
// the inline stylesheet and the hero photograph) and the photograph has been painted, instead of
// competing with them for a phone's connection and main thread, and the first paint and the
// largest paint never wait for it.
//
// Once the photograph is painted, the sections below the first screen, which the stylesheet leaves
// to be laid out when they near it, are laid out one a frame while the scripts download.
//
// A tap on a call link before then dials at once (it is a plain tel: link); the start-up script
// notes the label of a tap on the company's own number in `window.bwCallTaps`, and the page's analytics, once hydrated, record each
// noted tap as if it had been tapped then (renderer: chrome/analytics.tsx).

const modulePreload = /<link rel="modulepreload"[^>]*>/g;
const bootScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /^import (?:\* as (\w+) from )?"([^"]+)";$/gm;
const routeModules = /window\.__reactRouterRouteModules = (\{[^}]*\});/;
const entryImport = /^import\("([^"]+)"\);$/m;
const htmlStart = /<html(?=[\s>])/;
/** On `<html>`: the start-up script lays out the sections below the first screen (renderer: styles/layout.css). */
const sectionsLaterMark = 'data-sections="later"';

/** Until the page has hydrated, a tap on the company's call link is noted in `window.bwCallTaps`. */
const noteTapsScript = [
  "const taps = (window.bwCallTaps = []);",
  'document.addEventListener("click", (event) => {',
  "  if (document.documentElement.dataset.hydrated) return;",
  // The company's own call links only (renderer: chrome/call-link.tsx, companyCallSelector).
  "  const link = event.target.closest?.('a[data-call=\"company\"]');",
  '  if (link) taps.push(link.dataset.track ?? link.textContent ?? "");',
  "}, true);",
];

// The hero photograph is decoded and painted before the script's work begins, so the
// largest paint never lands behind it: until the browser reports the photograph's paint
// where it reports paints (the largest contentful paint), a frame elsewhere, 200 ms at most
// (where frames do not run).
const paintedScript = [
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
const layOutScript = [
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

/** Once the hero is painted: the layout, then the scripts; from the window's load on. */
const beginScript = [
  "const begin = () =>",
  "  painted().then(() => {",
  "    layOut();",
  "    return start();",
  "  });",
  'if (document.readyState === "complete") begin();',
  'else window.addEventListener("load", begin, { once: true });',
];

/** Imports the route modules, then the entry, as React Router's own start-up script does. */
function startScript(imports: { name: string | undefined; url: string }[], routes: string, entry: string): string[] {
  const names = imports.map(({ name }, index) => name ?? `_${index}`);
  return [
    "const start = () =>",
    `  Promise.all([${imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(", ")}]).then(([${names.join(", ")}]) => {`,
    `    window.__reactRouterRouteModules = ${routes};`,
    `    return import(${JSON.stringify(entry)});`,
    "  });",
  ];
}

/**
 * Rewrites React Router's start-up for a prerendered page: drops the modulepreload links (React
 * adds them again when it hydrates, by which time the modules are loaded) and makes the inline
 * module script import the route modules and the entry after the window's load event. The
 * modules, and the order they run in, stay the same; until the page has hydrated, a tap on a call
 * link is noted in `window.bwCallTaps`; `<html>` is marked so that the stylesheet leaves the
 * sections below the first screen to the script, which lays them out one a frame from the hero's
 * paint on (`html[data-laid-out]` once all are). Returns the page unchanged when it has no such
 * script (a page that never hydrates; the development server's pages, which lay out whole).
 */
export function deferHydration(html: string): string {
  const boot = bootScript.exec(html);
  if (!boot) return html;
  const body = boot[1] ?? "";
  const imports = [...body.matchAll(staticImport)].map(([, name, url]) => ({ name, url: url as string }));
  const routes = routeModules.exec(body)?.[1];
  const entry = entryImport.exec(body)?.[1];
  if (!routes || !entry || imports.length === 0) {
    throw new Error(`deferHydration: React Router's start-up script has changed shape:\n${body}`);
  }
  const script = [
    ...noteTapsScript,
    ...startScript(imports, routes, entry),
    ...paintedScript,
    ...layOutScript,
    ...beginScript,
  ].join("\n");
  return html
    .replace(modulePreload, "")
    .replace(boot[0], () => `<script type="module" async="">${script}</script>`)
    .replace(htmlStart, `<html ${sectionsLaterMark}`);
}
