import { describe, expect, it } from "vitest";
import { markupNames } from "../page-style";
import { firstScreenMarkup, firstScreenStyle, wholeSheet } from "./first-screen";

const firstScreen = [
  "<html><head><style>.site-header{top:0}.menu{display:grid}.hero{padding:1rem}.reviews{gap:1rem}",
  ".site-footer{color:#fff}.call-bar{bottom:0}</style></head><body>",
  '<header class="site-header"><details><summary>Menu</summary><nav class="menu"><a href="/">Home</a></nav></details></header>',
  '<main><section class="hero"><section class="inner"></section></section><section class="reviews"></section>',
  '<div class="call-bar"></div></main><footer class="site-footer"></footer></body></html>',
].join("");

describe("firstScreenMarkup", () => {
  it("is all but <main>'s sections after the first and the footer (the call bar is in), and of a closed <details> its summary", () => {
    const names = markupNames(firstScreenMarkup(firstScreen));
    expect([".site-header", ".hero", ".inner", ".call-bar", "summary"].filter((name) => !names.has(name))).toEqual([]);
    expect([".reviews", ".site-footer", ".menu"].filter((name) => names.has(name))).toEqual([]);
  });

  it("keeps what an opened <details> shows", () => {
    const names = markupNames(firstScreenMarkup(firstScreen.replace("<details>", "<details open>")));
    expect(names.has(".menu")).toBe(true);
  });
});

describe("firstScreenStyle", () => {
  const page = firstScreenStyle(firstScreen, "/assets/site-a.css");
  const style = /<style>(.*?)<\/style>/.exec(page)?.[1] ?? "";

  it("carries the first screen's rules, and hides the rest until the whole sheet, which shows it again, is in", () => {
    expect(
      style.startsWith(".site-header{top:0}.hero{padding:1rem}.call-bar{bottom:0}:where(html:not([data-styled]))"),
    ).toBe(true);
    expect(style).toContain(":where(main>section~section,.site-footer){visibility:hidden}");
    expect(style).toContain(":where(details[open]>:not(summary)){display:none}");
    expect(wholeSheet(".hero{}")).toBe(
      ".hero{}:where(main>section~section,.site-footer){visibility:visible}:where(details[open]>:not(summary)){display:revert}",
    );
  });

  it("links the whole sheet for a browser without script", () => {
    expect(page).toContain('</style><noscript><link rel="stylesheet" href="/assets/site-a.css"/></noscript></head>');
  });
});
