import { describe, expect, it } from "vitest";
import { inlineIcons } from "./inline-icons";

const sprite = `<svg xmlns="http://www.w3.org/2000/svg"><title>icons</title>
  <symbol id="phone" viewBox="0 0 24 24"><path d="M1 1h2"/></symbol>
  <symbol id="star" viewBox="0 0 24 24"><path d="M2 2h3"/></symbol>
  <symbol id="drop" viewBox="0 0 24 24"><path d="M3 3h4"/></symbol>
</svg>`;
const icon = (name: string) => `<svg class="icon"><use href="/assets/icons-Ab1_x.svg#${name}"></use></svg>`;
const page = `<!DOCTYPE html><html><head></head><body class="b"><header id="phone">${icon("phone")}</header><main>${icon("star")}${icon("phone")}</main></body></html>`;

describe("inlineIcons", () => {
  it("carries the symbols the page uses, once each, at the start of its body, and refers to them there", () => {
    const read: string[] = [];
    const html = inlineIcons(page, (url) => {
      read.push(url);
      return sprite;
    });
    expect(read).toEqual(["/assets/icons-Ab1_x.svg"]);
    expect(html).toBe(
      `<!DOCTYPE html><html><head></head><body class="b"><svg class="icon-symbols" aria-hidden="true"><symbol id="icon-phone" viewBox="0 0 24 24"><path d="M1 1h2"/></symbol><symbol id="icon-star" viewBox="0 0 24 24"><path d="M2 2h3"/></symbol></svg><header id="phone"><svg class="icon"><use href="#icon-phone"></use></svg></header><main><svg class="icon"><use href="#icon-star"></use></svg><svg class="icon"><use href="#icon-phone"></use></svg></main></body></html>`,
    );
  });

  it("carries only what its first screen draws; an icon only further down keeps the file's address", () => {
    const long = `<body><header>${icon("phone")}</header><main><section><section>${icon("star")}</section></section><section>${icon("star")}${icon("drop")}</section><div class="call-bar"><div>${icon("bolt")}</div></div></main><footer>${icon("drop")}</footer></body>`;
    const read: string[] = [];
    const html = inlineIcons(long, (url) => {
      read.push(url);
      return sprite.replace("</svg>", '<symbol id="bolt" viewBox="0 0 24 24"><path d="M4 4h5"/></symbol></svg>');
    });
    expect(html.match(/<symbol id="icon-[\w-]+"/g)).toEqual([
      '<symbol id="icon-phone"',
      '<symbol id="icon-star"',
      '<symbol id="icon-bolt"',
    ]);
    // The star further down is drawn from the page's own symbol; the drop, first drawn further down,
    // from the file once the start-up script sets its href.
    expect(html.match(/(?:data-)?href="[^"]+"/g)).toEqual([
      'href="#icon-phone"',
      'href="#icon-star"',
      'href="#icon-star"',
      'data-href="/assets/icons-Ab1_x.svg#drop"',
      'href="#icon-bolt"',
      'data-href="/assets/icons-Ab1_x.svg#drop"',
    ]);
    // A page whose first screen draws no icon carries no symbols.
    const below = `<body><main><section><h1>Hi</h1></section><section>${icon("drop")}</section></main></body>`;
    expect(inlineIcons(below, () => sprite)).toBe(below.replace(' href="/assets', ' data-href="/assets'));
    expect(read).toEqual(["/assets/icons-Ab1_x.svg"]);
  });

  it("leaves a page without icons as it is, and names a symbol the sprite lacks", () => {
    const plain = "<html><body><p>Hi</p></body></html>";
    expect(inlineIcons(plain, () => sprite)).toBe(plain);
    expect(() => inlineIcons(`<body>${icon("bolt")}</body>`, () => sprite)).toThrow(
      'inlineIcons: /assets/icons-Ab1_x.svg has no symbol "bolt"',
    );
  });
});
