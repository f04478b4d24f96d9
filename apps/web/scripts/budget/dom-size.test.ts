import { describe, expect, it } from "vitest";
import { elementCount } from "./dom-size";

describe("elementCount", () => {
  it("counts every start tag, void and self-closed elements and inline SVG included", () => {
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><link rel="icon" href="/f.svg"></head>
<body><main><h1>Drains</h1><p>Call <a href="tel:+13365550100">us</a>.<br></p>
<svg viewBox="0 0 1 1"><use href="#i"/></svg><img src="/a.avif" alt="" width="1" height="1"></main></body></html>`;
    // html head meta link body main h1 p a br svg use img
    expect(elementCount(html)).toBe(13);
  });

  it("counts a script, a style or a comment as what it is, whatever its text holds", () => {
    const html = `<body><!-- <div><div> --><script>if (a<b) document.write("<p><p>")</script>
<style>a<b{}</style><textarea><em>typed</em></textarea><title>a <b> c</title></body>`;
    // body script style textarea title
    expect(elementCount(html)).toBe(5);
  });

  it("counts the icons' symbols as one element, and each icon that uses one", () => {
    const html = `<body><svg class="icon-symbols" aria-hidden="true"><symbol id="icon-a"><path d="M1 1"/><circle r="1"/></symbol><symbol id="icon-b"><path d="M2 2"/></symbol></svg>
<p><svg class="icon"><use href="#icon-a"></use></svg></p></body>`;
    // body, the symbols' svg, p svg use
    expect(elementCount(html)).toBe(5);
  });
});
