import { describe, expect, it } from "vitest";
import { fontProblems, pageAssets, staticImports } from "./page-assets";

const html = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.client-a.js"/>
<link rel="modulepreload" href="/assets/chunk-b.js"/>
<link rel="stylesheet" href="/assets/site-c.css"/>
<link rel="stylesheet" href="https://fonts.example.com/css?family=Serif"/>
<style>body{margin:0}</style>
</head><body>
<img src="/a.svg" alt="" width="10" height="10"/><img src="/b.svg" alt="" loading="lazy"/>
<script type="module" async="">import "/assets/manifest-d.js"; import * as route0 from "/assets/root-e.js"; import("/assets/entry.client-a.js");</script>
<script>window.__context = { "import": "not a module" };</script>
</body></html>`;

describe("pageAssets", () => {
  it("lists the modulepreloads and every import of the inline module script", () => {
    expect(pageAssets(html).scripts.sort()).toEqual(
      ["/assets/chunk-b.js", "/assets/entry.client-a.js", "/assets/manifest-d.js", "/assets/root-e.js"].sort(),
    );
  });

  it("finds stylesheets, images without a size and styles from another origin", () => {
    const assets = pageAssets(html);
    expect(assets.stylesheets).toEqual(["/assets/site-c.css", "https://fonts.example.com/css?family=Serif"]);
    expect(assets.inlineStyles).toEqual(["body{margin:0}"]);
    expect(assets.imagesWithoutSize).toEqual(['<img src="/b.svg" alt="" loading="lazy"/>']);
    expect(assets.externalFontsOrStyles).toEqual(["https://fonts.example.com/css?family=Serif"]);
  });

  it("counts what the start-up script loads to go live, and the whole stylesheet apart", () => {
    const startUp = `<script type="module" async="">const live = {"modules":["/assets/m.js","/assets/root.js"],"data":"/index.hydration.txt","entry":"/assets/entry.js"};
{const start = () => Promise.all(live.modules.map((url) => import(url))).then(() => import(live.entry));}</script>`;
    const all = ["/assets/m.js", "/assets/root.js", "/assets/entry.js"];
    // A page and the lead inbox alike load them by themselves.
    expect(pageAssets(startUp).scripts).toEqual(all);
    expect(pageAssets(startUp).styleAfterPaint).toEqual([]);
    const withSheet = startUp.replace('"entry":', '"style":"/assets/site-a.css","entry":');
    expect(pageAssets(withSheet).styleAfterPaint).toEqual(["/assets/site-a.css"]);
    // A page cut to its first screen links the sheet for a browser without script: not a sheet it loads.
    const cut = withSheet.replace(
      "<script",
      '<noscript><link rel="stylesheet" href="/assets/site-a.css"/></noscript><script',
    );
    expect(pageAssets(cut).stylesheets).toEqual([]);
  });

  it("reads a start-up script that imports everything after load", () => {
    const deferred = `<script type="module" async="">const start = () => Promise.all([import("/assets/m.js"), import("/assets/root.js")]).then(() => import("/assets/entry.js"));</script>`;
    expect(pageAssets(deferred).scripts).toEqual(["/assets/m.js", "/assets/root.js", "/assets/entry.js"]);
  });
});

describe("staticImports", () => {
  it("reads minified imports and re-exports, leaving out import()", () => {
    const code = `import{a as b}from"./react-x.js";import"./side-y.js";export*from"./z.js";const l=()=>import("./lazy-w.js");`;
    expect(staticImports(code)).toEqual(["./react-x.js", "./side-y.js", "./z.js"]);
  });
});

describe("fontProblems", () => {
  it("accepts self-hosted faces that swap and flags the rest", () => {
    expect(fontProblems(`@font-face{font-family:A;src:url(/fonts/a.woff2);font-display:swap}`)).toEqual([]);
    expect(
      fontProblems(`@font-face{font-family:A;src:url(https://cdn.example.com/a.woff2);font-display:swap}`),
    ).toHaveLength(1);
    expect(fontProblems(`@font-face{font-family:A;src:url(/fonts/a.woff2)}`)).toHaveLength(1);
  });
});
