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
      `<!DOCTYPE html><html><head></head><body class="b"><svg class="icon-symbols" aria-hidden="true" focusable="false"><symbol id="icon-phone" viewBox="0 0 24 24"><path d="M1 1h2"/></symbol><symbol id="icon-star" viewBox="0 0 24 24"><path d="M2 2h3"/></symbol></svg><header id="phone"><svg class="icon"><use href="#icon-phone"></use></svg></header><main><svg class="icon"><use href="#icon-star"></use></svg><svg class="icon"><use href="#icon-phone"></use></svg></main></body></html>`,
    );
  });

  it("leaves a page without icons as it is, and names a symbol the sprite lacks", () => {
    const plain = "<html><body><p>Hi</p></body></html>";
    expect(inlineIcons(plain, () => sprite)).toBe(plain);
    expect(() => inlineIcons(`<body>${icon("bolt")}</body>`, () => sprite)).toThrow(
      'inlineIcons: /assets/icons-Ab1_x.svg has no symbol "bolt"',
    );
  });
});
