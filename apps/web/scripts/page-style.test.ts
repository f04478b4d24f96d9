import { describe, expect, it } from "vitest";
import { canMatch, markupNames, pageStyle, pruneStyle, selectorNames, styleSheetFile } from "./page-style";

describe("selectorNames", () => {
  it("names the tags, classes and ids of a selector", () => {
    expect(selectorNames(".hero > .hero__inner h1 + p#lead")).toEqual([".hero", ".hero__inner", "h1", "p", "#lead"]);
  });

  it("reads nothing of state: pseudo-classes, pseudo-elements and attributes", () => {
    expect(selectorNames("details[open] > summary::after")).toEqual(["details", "summary"]);
    expect(selectorNames(".field:has(input:user-invalid) .field__error:not(.field__error--hidden)")).toEqual([
      ".field",
      ".field__error",
    ]);
    expect(selectorNames(':where(html[data-sections="later"] main > section + section)')).toEqual([]);
    expect(selectorNames(":root")).toEqual([]);
  });
});

describe("canMatch", () => {
  const names = markupNames('<main><section class="hero"><div class="stats"><div></div></div></section></main>');

  it("needs one selector of each :is(), :where() and :has() to match as well", () => {
    expect(canMatch(":is(.hero,.cta) .stats", names)).toBe(true);
    expect(canMatch(":is(.cta,.emergency) .stats", names)).toBe(false);
    expect(canMatch(".stats:has(>div:nth-child(3):last-child)", names)).toBe(true);
    expect(canMatch(".stats:has(>.card)", names)).toBe(false);
    expect(canMatch(":where(html[data-sections=later] main>section+section)", names)).toBe(false);
    expect(canMatch(":where(main>section+section)", names)).toBe(true);
  });

  it("reads nothing of state: :not() and the rest may match any time", () => {
    expect(canMatch(".hero:not(.cta):hover::after", names)).toBe(true);
  });
});

describe("markupNames", () => {
  it("lists the markup's tags, classes and ids, not words in its scripts or style", () => {
    const names = markupNames(
      '<main id="top"><p class="lead  note">Hi</p><script>document.body.className = "ghost";</script><style>.ghost{}</style></main>',
    );
    expect([...names].sort()).toEqual(["#top", ".lead", ".note", "main", "p"]);
  });
});

const css = [
  ":root{--ink:#111}",
  "body{margin:0;color:var(--ink)}",
  ".hero{padding:1rem}",
  ".offer,.hero h1{color:red}",
  ".offer{position:fixed}",
  "details[open]>.menu{display:block}",
  ".field:has(:user-invalid) .field__error{color:red}",
  "@media (min-width:768px){.hero{padding:2rem}.offer{inset:0}}",
  "@supports (display:grid){@media (min-width:900px){.offer{display:grid}}}",
  "@keyframes pulse{from{opacity:0}to{opacity:1}}",
].join("");

describe("pruneStyle", () => {
  const page = markupNames(
    '<body><section class="hero"><h1>Plumber</h1></section><details><div class="menu"></div></details></body>',
  );
  const kept = pruneStyle(css, page);

  it("keeps what the page's markup can use, whatever state it is in, in the sheet's order", () => {
    expect(kept).toBe(
      [
        ":root{--ink:#111}",
        "body{margin:0;color:var(--ink)}",
        ".hero{padding:1rem}",
        ".hero h1{color:red}",
        "details[open]>.menu{display:block}",
        "@media (min-width:768px){.hero{padding:2rem}}",
        "@keyframes pulse{from{opacity:0}to{opacity:1}}",
      ].join(""),
    );
  });

  it("drops rules for markup the page does not have, and blocks left empty, nested ones too", () => {
    expect(kept).not.toContain(".offer");
    expect(kept).not.toContain(".field");
    expect(kept).not.toContain("@supports");
  });

  it("drops the custom properties no rule kept reads, nor the markup", () => {
    const properties =
      ":root{--ink:#111;--offer:var(--ink);--lead:#222;--gap:1rem}.offer{color:var(--offer)}p{gap:var(--gap)}";
    expect(pruneStyle(properties, markupNames('<p style="color:var(--lead)">Hi</p>'))).toBe(
      ":root{--lead:#222;--gap:1rem}p{gap:var(--gap)}",
    );
    expect(pruneStyle(":root{--ink:#111}", markupNames("<p>Hi</p>"))).toBe("");
  });

  it("keeps every rule for a page that has all the markup", () => {
    const all = markupNames(
      '<body><div class="hero offer field field__error menu"><h1></h1></div><details></details></body>',
    );
    expect(pruneStyle(css, all)).toBe(css);
  });
});

describe("pageStyle", () => {
  it("cuts the page's inline stylesheet to its markup's rules", () => {
    const html = `<html><head><style>${css}</style></head><body><section class="hero"></section></body></html>`;
    const style = /<style>(.*)<\/style>/.exec(pageStyle(html))?.[1];
    expect(style).toBe(
      ":root{--ink:#111}body{margin:0;color:var(--ink)}.hero{padding:1rem}@media (min-width:768px){.hero{padding:2rem}}@keyframes pulse{from{opacity:0}to{opacity:1}}",
    );
  });

  it("leaves a page without a stylesheet as it is", () => {
    expect(pageStyle("<html><body><p>Hi</p></body></html>")).toBe("<html><body><p>Hi</p></body></html>");
  });
});

describe("styleSheetFile", () => {
  it("names the whole sheet by its content", () => {
    expect(styleSheetFile(css)).toMatch(/^assets\/site-[0-9a-f]{10}\.css$/);
    expect(styleSheetFile(css)).toBe(styleSheetFile(css));
    expect(styleSheetFile(`${css} `)).not.toBe(styleSheetFile(css));
  });
});
