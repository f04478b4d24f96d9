// Every page carries the site's stylesheet inline, so no request holds its first paint. The whole
// sheet is 6.9 KB of brotli, nearly half of a service page: enough to push the page past the
// 14,600 bytes a connection delivers in its first round trip (TCP's initial window of ten 1,460-byte
// segments), and so to cost the page one more round trip before its first paint and before its
// photograph is asked for (decision 035). So each page carries only the rules that can apply to its
// own markup; the whole sheet, one file named by its content and cached for a year, is loaded once
// the hero is painted (defer-hydration.ts), before React renders anything the page did not have: a
// form's errors, the offer, another page after a client-side navigation.
//
// A page still past the line with its own rules (a city page: a town's own words, reviews and local
// facts) carries only its first screen's (page-style/first-screen.ts, decision 036).
//
// A rule is kept when one of its selectors can match: each tag, class and id it names occurs in the
// page. What the selector says of state is not read (pseudo-classes, pseudo-elements, attributes),
// so a state the page reaches without script (an opened <details>, a focused field, a checked box,
// `<html data-laid-out>`) keeps its rules. Kept rules stay in their order, so the cascade is the
// whole sheet's. A custom property that nothing kept reads goes too.
import { createHash } from "node:crypto";
import postcss, { type AtRule, type Declaration, type Root, type Rule } from "postcss";

const styleElement = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/;

/** The page's one inline stylesheet (null: it has none). */
export function inlineStyle(html: string): string | null {
  return styleElement.exec(html)?.[2] ?? null;
}

/** The file the whole stylesheet `css` is written to in the build's client folder, named by its content. */
export function styleSheetFile(css: string): string {
  return `assets/site-${createHash("sha256").update(css).digest("hex").slice(0, 10)}.css`;
}

/**
 * The tags, classes (`.name`), ids (`#name`) and custom properties read (`--name`) of the page's
 * markup, its scripts and style left out.
 */
export function markupNames(html: string): Set<string> {
  const markup = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "");
  const names = new Set<string>(readProperties(markup));
  for (const [, tag = ""] of markup.matchAll(/<([a-zA-Z][\w-]*)/g)) names.add(tag.toLowerCase());
  for (const [, list = ""] of markup.matchAll(/\sclass="([^"]*)"/g))
    for (const name of list.split(/\s+/)) if (name) names.add(`.${name}`);
  for (const [, id = ""] of markup.matchAll(/\sid="([^"]*)"/g)) names.add(`#${id}`);
  return names;
}

/** The end of the pseudo-class or pseudo-element at `start` (a colon), its argument in brackets included. */
function pseudoEnd(selector: string, start: number): number {
  let end = start + 1;
  if (selector[end] === ":") end++;
  while (end < selector.length && /[\w-]/.test(selector[end] ?? "")) end++;
  if (selector[end] !== "(") return end;
  for (let depth = 0; end < selector.length; end++) {
    if (selector[end] === "(") depth++;
    else if (selector[end] === ")" && --depth === 0) return end + 1;
  }
  return end;
}

// Pseudo-classes whose selectors must match for theirs to: one of them at least.
const anyOfPseudo = /^::?(is|where|matches|-webkit-any|has)\(/;

/** The selectors of a list, split at its top-level commas. */
function selectorList(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let from = 0;
  for (let at = 0; at < list.length; at++) {
    const char = list[at];
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      selectors.push(list.slice(from, at));
      from = at + 1;
    }
  }
  return [...selectors, list.slice(from)];
}

/**
 * A selector's own part, its pseudo-classes, pseudo-elements and attributes left out, and the
 * selector lists of its `:is()`, `:where()` and `:has()`, one of each of which must match too.
 */
function selectorParts(selector: string): { bare: string; anyOf: string[][] } {
  let bare = "";
  const anyOf: string[][] = [];
  for (let at = 0; at < selector.length; ) {
    const char = selector[at];
    if (char === "[") at = selector.indexOf("]", at) + 1 || selector.length;
    else if (char === ":") {
      const end = pseudoEnd(selector, at);
      const pseudo = selector.slice(at, end);
      const list = anyOfPseudo.exec(pseudo);
      if (list) anyOf.push(selectorList(pseudo.slice(list[0].length, -1)));
      at = end;
    } else {
      bare += char;
      at++;
    }
  }
  return { bare, anyOf };
}

/** The tags, classes and ids in a selector's own part. */
const namesIn = (bare: string) =>
  [...bare.matchAll(/[.#]?-?[_a-zA-Z][\w-]*/g)].map(([name]) => (/^[.#]/.test(name) ? name : name.toLowerCase()));

/** The tags, classes and ids a selector names outside pseudo-classes, pseudo-elements and attributes. */
export function selectorNames(selector: string): string[] {
  return namesIn(selectorParts(selector).bare);
}

/** Whether a selector can match in a page whose markup has `names`, whatever state the page is in. */
export function canMatch(selector: string, names: ReadonlySet<string>): boolean {
  const { bare, anyOf } = selectorParts(selector);
  return (
    namesIn(bare).every((name) => names.has(name)) &&
    anyOf.every((list) => list.some((inner) => canMatch(inner, names)))
  );
}

/** The custom properties `text` reads: `var(--name)`. */
const readProperties = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name as string);

/** Drops the custom properties no declaration left reads (nor the markup: `names`), rules left empty too. */
function unreadPropertiesOut(root: Root, names: ReadonlySet<string>): void {
  for (;;) {
    const read = new Set(names);
    root.walkDecls((decl) => {
      for (const name of readProperties(decl.value)) read.add(name);
    });
    const unread: Declaration[] = [];
    root.walkDecls(/^--/, (decl) => {
      if (!read.has(decl.prop)) unread.push(decl);
    });
    if (unread.length === 0) break;
    for (const decl of unread) decl.remove();
  }
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
}

const insideKeyframes = (rule: Rule) =>
  rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as AtRule).name);

/**
 * The rules of `css` that can apply to a page whose markup has `names`, in their order, and the
 * custom properties they read.
 */
export function pruneStyle(css: string, names: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const kept = rule.selectors.filter((selector) => canMatch(selector, names));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  unreadPropertiesOut(root, names);
  // Innermost first, so that a block left empty by an emptied block inside it goes too.
  const atRules: AtRule[] = [];
  root.walkAtRules((atRule) => {
    atRules.push(atRule);
  });
  for (const atRule of atRules.reverse()) if (atRule.nodes?.length === 0) atRule.remove();
  return root.toString();
}

/** The page with its inline stylesheet cut to the rules its markup can use (unchanged without one). */
export function pageStyle(html: string): string {
  const css = inlineStyle(html);
  if (css === null) return html;
  return withInlineStyle(html, pruneStyle(css, markupNames(html)));
}

/** The page with `css` in place of its inline stylesheet's, and `after` just after the element. */
export function withInlineStyle(html: string, css: string, after = ""): string {
  return html.replace(styleElement, (_match, open: string, _css, close: string) => open + css + close + after);
}
