import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../load/load";
import type { PageEntry } from "../schema/page";
import { catalogueCopy } from "../test/catalogue-copy";
import { catalogueUnderTest } from "../test/catalogue-under-test";
import { firstPictureProblems } from "./hero-photos";

const heroImageOf = (pages: PageEntry[], path: string) => {
  const hero = pages.find((page) => page.path === path)?.blocks[0];
  return hero?.type === "hero" ? hero.image : undefined;
};

describe("a hero photograph for every service and city page", () => {
  it("gives a service page without its own photograph its service's photograph", () => {
    const copy = catalogueCopy();
    copy.edit("pages/water-heater.json", (page) => {
      const blocks = page.blocks as Record<string, unknown>[];
      delete (blocks[0] as Record<string, unknown>).image;
    });
    copy.edit("service-photos.json", (photos) => {
      (photos.services as Record<string, unknown>)["water-heater"] = {
        src: "photos/leaking-pipe.jpg",
        alt: "Water dripping from an old wrapped pipe",
        position: { x: 50, y: 40 },
      };
    });
    const image = heroImageOf(loadCatalogue(copy.dir).pages, "/water-heater");
    expect(image).toEqual({
      src: "photos/leaking-pipe.jpg",
      alt: "Water dripping from an old wrapped pipe",
      position: { x: 50, y: 40 },
    });
  });

  it("falls back to the shared photograph for a service with none of its own, never to nothing", () => {
    const copy = catalogueCopy();
    copy.edit("pages/sewer-line-repair.json", (page) => {
      const blocks = page.blocks as Record<string, unknown>[];
      delete (blocks[0] as Record<string, unknown>).image;
    });
    copy.edit("service-photos.json", (photos) => {
      delete (photos.services as Record<string, unknown>)["sewer-repair"];
    });
    const catalogue = loadCatalogue(copy.dir);
    const fallback = copy.read("service-photos.json").fallback;
    expect(heroImageOf(catalogue.pages, "/sewer-line-repair")).toEqual(fallback);
  });

  it("keeps a page's own photograph, and a city's own", () => {
    const copy = catalogueCopy();
    copy.edit("cities/stokesdale.json", (city) => {
      city.heroImage = { src: "photos/kitchen-sink-faucet.jpg", alt: "A black kitchen faucet over a dark sink" };
    });
    const catalogue = loadCatalogue(copy.dir);
    expect(heroImageOf(catalogue.pages, "/service-areas/stokesdale-nc")).toEqual({
      src: "photos/kitchen-sink-faucet.jpg",
      alt: "A black kitchen faucet over a dark sink",
    });
  });

  it("gives every service page and every city page of the shipped catalogue a hero photograph", () => {
    const catalogue = loadCatalogue(catalogueUnderTest);
    const wanted = catalogue.pages.filter(
      (page) => page.service !== undefined || page.layout === "city" || page.breadcrumb?.parent === "/services",
    );
    expect(wanted.length).toBeGreaterThan(0);
    for (const page of wanted) expect(heroImageOf(catalogue.pages, page.path)?.src, page.path).toMatch(/^photos\//);
  });
});

describe("a photograph or a drawing first on every page but a legal one", () => {
  const page = (path: string, layout: PageEntry["layout"], first: Record<string, unknown>) =>
    ({ path, layout, blocks: [first] }) as unknown as PageEntry;
  const drawing = { src: "/images/drawing-van.svg", alt: "A van", width: 360, height: 150 };
  const pages = [
    page("/drawn", "standard", { type: "hero", image: drawing }),
    page("/article", "standard", { type: "article", image: drawing }),
    page("/bare", "standard", { type: "hero" }),
    page("/bare-article", "standard", { type: "article" }),
    page("/city", "city", { type: "hero" }),
    page("/privacy", "legal", { type: "hero" }),
  ];

  it("names each page that opens on no picture, legal pages excepted", () => {
    const problems = firstPictureProblems(pages, (entry) => `pages${entry.path}.json`);
    expect(problems.map((problem) => problem.file)).toEqual([
      "pages/bare.json",
      "pages/bare-article.json",
      "pages/city.json",
    ]);
    expect(problems[0]?.path).toBe("blocks[0].image");
  });
});
