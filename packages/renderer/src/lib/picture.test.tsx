import type { PictureData } from "@brightwater/content/types";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CatalogueImage, PicturesProvider } from "./picture";

const van: PictureData = {
  width: 1600,
  height: 1000,
  sizes: "(min-width: 900px) 576px, 100vw",
  sources: [
    { type: "image/avif", srcSet: "/assets/photos/van-480.avif 480w, /assets/photos/van-1600.avif 1600w" },
    { type: "image/webp", srcSet: "/assets/photos/van-480.webp 480w, /assets/photos/van-1600.webp 1600w" },
  ],
  src: "/assets/photos/van-1600.jpg",
  srcSet: "/assets/photos/van-480.jpg 480w, /assets/photos/van-1600.jpg 1600w",
  placeholder: "data:image/webp;base64,AAAA",
};
const photo = { src: "photos/van.jpg", alt: "A van in a driveway" };

function renderImage(element: React.ReactElement) {
  return render(<PicturesProvider pictures={{ "hero:photos/van.jpg": van }}>{element}</PicturesProvider>).container;
}

describe("CatalogueImage", () => {
  it("shows a photograph as <picture>: AVIF, then WebP, then JPEG, with its size and a placeholder", () => {
    const container = renderImage(<CatalogueImage image={photo} slot="hero" />);
    const sources = [...container.querySelectorAll("picture source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]?.getAttribute("sizes")).toBe(van.sizes);
    const image = container.querySelector("picture img");
    expect(image?.getAttribute("alt")).toBe("A van in a driveway");
    expect(image?.getAttribute("srcset")).toBe(van.srcSet);
    expect([image?.getAttribute("width"), image?.getAttribute("height")]).toEqual(["1600", "1000"]);
    expect(image?.getAttribute("loading")).toBe("lazy");
    const placeholder = container.querySelector(".photo__placeholder");
    expect(placeholder?.getAttribute("src")).toBe(van.placeholder);
    expect(placeholder?.getAttribute("alt")).toBe("");
  });

  it("fetches the page's main photograph first, never lazily", () => {
    const image = renderImage(<CatalogueImage image={photo} slot="hero" priority />).querySelector("picture img");
    expect(image?.getAttribute("fetchpriority")).toBe("high");
    expect(image?.hasAttribute("loading")).toBe(false);
  });

  it("keeps a drawn illustration a plain image at its own size", () => {
    const container = renderImage(
      <CatalogueImage image={{ src: "/images/map.svg", alt: "Map", width: 600, height: 400 }} slot="split" />,
    );
    expect(container.querySelector("picture")).toBeNull();
    const image = container.querySelector("img");
    expect(["src", "alt", "width", "height", "loading"].map((name) => image?.getAttribute(name))).toEqual([
      "/images/map.svg",
      "Map",
      "600",
      "400",
      "lazy",
    ]);
  });

  it("names the photograph the build did not make for this place", () => {
    expect(() => renderImage(<CatalogueImage image={photo} slot="card" />)).toThrow(
      "No built picture for photos/van.jpg as a card picture",
    );
  });
});
