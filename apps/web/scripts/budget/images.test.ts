import { describe, expect, it } from "vitest";
import { imagesFetched, pickCandidate, slotWidth } from "./images";

const phone = { width: 390, devicePixelRatio: 3 };

describe("slotWidth", () => {
  it("takes the first size whose media condition holds", () => {
    const sizes = "(min-width: 1240px) 584px, (min-width: 900px) calc(50vw - 2.25rem), calc(100vw - 2.5rem)";
    expect(slotWidth(sizes, 1280)).toBe(584);
    expect(slotWidth(sizes, 1000)).toBe(464);
    expect(slotWidth(sizes, 390)).toBe(350);
    expect(slotWidth("(min-width: 900px) 576px, 100vw", 390)).toBe(390);
  });

  it("refuses a length it cannot read rather than guessing", () => {
    expect(() => slotWidth("min(100vw, 40em)", 390)).toThrow(/cannot read/);
  });
});

describe("pickCandidate", () => {
  it("picks the narrowest candidate wide enough, else the widest", () => {
    const srcset = "/a-480.avif 480w, /a-800.avif 800w, /a-1280.avif 1280w";
    expect(pickCandidate(srcset, 721)).toBe("/a-800.avif");
    expect(pickCandidate(srcset, 1170)).toBe("/a-1280.avif");
    expect(pickCandidate(srcset, 2000)).toBe("/a-1280.avif");
  });
});

describe("imagesFetched", () => {
  it("counts the AVIF a phone picks for each picture and every other image but inline placeholders", () => {
    const html = `<span class="photo"><img src="data:image/webp;base64,AAAA" alt="" width="16" height="10"/><picture>
<source type="image/avif" srcSet="/p/van-480.avif 480w, /p/van-1280.avif 1280w" sizes="(min-width: 900px) 576px, 100vw"/>
<source type="image/webp" srcSet="/p/van-480.webp 480w, /p/van-1280.webp 1280w" sizes="(min-width: 900px) 576px, 100vw"/>
<img src="/p/van-1280.jpg" alt="A van" width="1280" height="800"/></picture></span>
<img src="/images/map.svg" alt="Map" width="600" height="400"/>`.replaceAll("srcSet", "srcset");
    expect(imagesFetched(html, phone)).toEqual(["/p/van-1280.avif", "/images/map.svg"]);
    expect(imagesFetched(html, { width: 390, devicePixelRatio: 1 })).toEqual(["/p/van-480.avif", "/images/map.svg"]);
  });

  it("counts the icon sprite once where icons further down draw from it, not where every icon is inline", () => {
    const inline = `<svg class="icon"><use href="#icon-phone"></use></svg>`;
    const further = `<svg class="icon"><use data-href="/assets/icons-Ab1.svg#drop"></use></svg>`;
    expect(imagesFetched(inline, phone)).toEqual([]);
    expect(imagesFetched(`${inline}${further}${further}`, phone)).toEqual(["/assets/icons-Ab1.svg"]);
  });
});
