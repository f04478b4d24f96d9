import { isThankYouPath } from "@brightwater/contracts/thank-you";
import { describe, expect, it } from "vitest";
import { yearsInBusiness } from "./load/catalogue-reader";
import { loadCatalogue } from "./load/load";
import { heroReview, pickReviews, reviewsShown } from "./pages/reviews";
import type { Block } from "./schema/blocks";
import { catalogueCopy } from "./test/catalogue-copy";
import { catalogueUnderTest } from "./test/catalogue-under-test";
import mebane from "./test/mebane.json" with { type: "json" };

const catalogue = loadCatalogue(catalogueUnderTest);
const servicePages = catalogue.pages.filter((page) => page.service);

function reviewsOf(blocks: readonly Block[]) {
  return blocks.flatMap((block) => (block.type === "testimonials" ? block.reviews : []));
}

describe("services and their icons", () => {
  it("finds the service pages by the service they sell", () => {
    expect(servicePages.map((page) => page.path)).toEqual(expect.arrayContaining(["/drain-cleaning", "/water-heater"]));
  });

  it("draws each service with one icon of its own on every card that links to it", () => {
    const iconsByService = new Map<string, Set<string>>();
    for (const page of catalogue.pages) {
      for (const block of page.blocks) {
        if (block.type !== "cardGrid") continue;
        for (const card of block.cards) {
          const service = servicePages.find((servicePage) => servicePage.path === card.link?.href);
          if (!service) continue;
          const icons = iconsByService.get(service.path) ?? new Set<string>();
          icons.add(card.icon ?? "(none)");
          iconsByService.set(service.path, icons);
        }
      }
    }
    const owners = new Map<string, string>();
    for (const [path, icons] of iconsByService) {
      expect([...icons], `cards linking to ${path}`).toHaveLength(1);
      const [icon = ""] = [...icons];
      expect(owners.get(icon), `${path} and ${owners.get(icon)} share the icon "${icon}"`).toBeUndefined();
      owners.set(icon, path);
    }
  });
});

describe("reviews", () => {
  it("shows at least two reviews on every service page, about that service", () => {
    for (const page of servicePages) {
      const reviews = reviewsOf(page.blocks);
      expect(reviews.length, page.path).toBeGreaterThanOrEqual(2);
    }
  });

  it("never shows the same reviews on two service pages", () => {
    const sets = servicePages.map((page) =>
      reviewsOf(page.blocks)
        .map((review) => review.text)
        .sort()
        .join("|"),
    );
    expect(new Set(sets).size).toBe(sets.length);
  });

  it("chooses reviews by service, by town or by name", () => {
    const pool = [
      { id: "a", name: "A", location: "Clemmons", rating: 5, text: "a", services: ["toilet" as const] },
      { id: "b", name: "B", location: "Jamestown", rating: 4, text: "b", services: ["repiping" as const] },
      { id: "c", name: "C", location: "Clemmons", rating: 5, text: "c", services: [] },
    ];
    expect(pickReviews(pool, { service: "toilet", count: 3 }).map((review) => review.name)).toEqual(["A"]);
    expect(pickReviews(pool, { town: "Clemmons", count: 2 }).map((review) => review.name)).toEqual(["A", "C"]);
    expect(pickReviews(pool, { ids: ["b"], count: 3 }).map((review) => review.name)).toEqual(["B"]);
    expect(pickReviews(pool, { town: "Clemmons", count: 1 })).toHaveLength(1);
  });

  it("falls back from a town without reviews to the nearest towns', then to the best rated", () => {
    const pool = [
      { id: "far", name: "Far", location: "Greensboro", rating: 5, text: "far", services: [] },
      { id: "low", name: "Low", location: "Nowhere", rating: 3, text: "low", services: [] },
      { id: "near", name: "Near", location: "Lewisville", rating: 4, text: "near", services: [] },
      { id: "best", name: "Best", location: "Nowhere", rating: 5, text: "best", services: [] },
    ];
    const towns = new Map([
      ["Clemmons", { latitude: 36.02, longitude: -80.38 }],
      ["Lewisville", { latitude: 36.1, longitude: -80.42 }],
      ["Greensboro", { latitude: 36.07, longitude: -79.79 }],
    ]);
    const names = pickReviews(pool, { town: "Clemmons", count: 4 }, towns).map((review) => review.name);
    expect(names).toEqual(["Near", "Far", "Best", "Low"]);
  });

  it("gives every hero a review to quote or points, but a legal or thank-you page's none (reviews.test.ts)", () => {
    for (const page of catalogue.pages) {
      for (const block of page.blocks) {
        if (block.type !== "hero") continue;
        if (page.layout === "legal" || isThankYouPath(page.path)) expect(block.review, page.path).toBeUndefined();
        else expect(block.review ?? block.points, page.path).toBeDefined();
      }
    }
  });

  it("never shows the same review twice on a page, hero quote included", () => {
    for (const page of catalogue.pages) {
      const texts = reviewsShown(page).map((review) => review.text);
      expect(texts.length, page.path).toBe(new Set(texts).size);
    }
  });

  it("speaks to applicants on the careers page, not with a customer's review", () => {
    const careers = catalogue.pages.find((page) => page.path === "/careers");
    const hero = careers?.blocks.find((block) => block.type === "hero");
    expect(hero?.type === "hero" && hero.points?.items.length).toBeGreaterThanOrEqual(2);
    expect(careers && reviewsShown(careers)).toEqual([]);
  });

  it("quotes in the hero a review about the page's service that the page does not show, the least quoted first", () => {
    const pool = [
      { id: "a", name: "A", location: "Clemmons", rating: 5, text: "a", services: ["toilet" as const] },
      { id: "b", name: "B", location: "Jamestown", rating: 5, text: "b", services: ["toilet" as const] },
      { id: "c", name: "C", location: "Clemmons", rating: 5, text: "c", services: [] },
      { id: "d", name: "D", location: "Lewisville", rating: 5, text: "d", services: [] },
    ];
    const shownA = [{ name: "A", location: "Clemmons", rating: 5, text: "a" }];
    expect(heroReview(pool, { shown: shownA, service: "toilet" }, new Map())?.name).toBe("B");
    // No other review about the service: a general one the page does not show (reviews.test.ts).
    expect(
      heroReview(pool, { shown: [...shownA, { name: "B", rating: 5, text: "b" }], service: "toilet" }, new Map())?.name,
    ).toBe("C");
    // Elsewhere, one from the page's town before any other.
    expect(
      heroReview(
        pool,
        {
          shown: [
            { name: "B", location: "Jamestown", rating: 5, text: "b" },
            { name: "X", location: "Clemmons", rating: 5, text: "x" },
          ],
        },
        new Map(),
      )?.name,
    ).toBe("A");
    expect(
      heroReview(
        pool,
        { shown: [] },
        new Map([
          ["a", 2],
          ["b", 1],
          ["c", 1],
        ]),
      )?.name,
    ).toBe("D");
    expect(heroReview(pool.slice(0, 1), { shown: shownA }, new Map())).toBeUndefined();
  });
});

describe("page layouts", () => {
  it("never stacks more than two icon-card grids in a row", () => {
    for (const page of catalogue.pages) {
      let run = 0;
      for (const block of page.blocks) {
        const iconGrid =
          block.type === "cardGrid" && (block.layout ?? "cards") === "cards" && block.cards.some((card) => card.icon);
        run = iconGrid ? run + 1 : 0;
        expect(run, `${page.path} stacks ${run} icon-card grids`).toBeLessThanOrEqual(2);
      }
    }
  });

  it("shows a town's confirmed jobs, folded, and no unconfirmed one", () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", {
      ...mebane,
      jobs: [
        { work: "Confirmed fixture job", area: "downtown", outcome: "Done in a day.", confirmedByOffice: true },
        { work: "Unconfirmed fixture job", area: "the edge of town", outcome: "Maybe.", confirmedByOffice: false },
      ],
    });
    const page = loadCatalogue(copy.dir, { drafts: false }).pages.find((p) => p.path === "/service-areas/mebane-nc");
    const blocks = page?.blocks ?? [];
    const jobs = blocks.findIndex((block) => block.type === "cardGrid" && block.id === "recent-jobs");
    const grid = blocks[jobs];
    expect(grid?.type === "cardGrid" && grid.cards.map((card) => card.title)).toEqual(["Confirmed fixture job"]);
    expect(grid?.folded).toBe(true);
  });

  it("has no jobs section where the office has confirmed no job", () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", {
      ...mebane,
      jobs: [{ work: "Unconfirmed fixture job", area: "downtown", outcome: "Maybe.", confirmedByOffice: false }],
    });
    const page = loadCatalogue(copy.dir, { drafts: false }).pages.find((p) => p.path === "/service-areas/mebane-nc");
    expect(JSON.stringify(page)).not.toContain("Unconfirmed fixture job");
    expect(page?.blocks.some((block) => block.type === "cardGrid" && block.id === "recent-jobs")).toBe(false);
  });

  it("puts what a town's customers say right under its hero, and folds the town's notes, places and contacts", () => {
    const cityPages = catalogue.pages.filter((page) => page.layout === "city");
    expect(cityPages).toHaveLength(catalogue.cities.length);
    for (const page of cityPages) {
      expect(
        page.blocks.slice(0, 2).map((block) => block.type),
        page.path,
      ).toEqual(["hero", "testimonials"]);
      const folded = page.blocks.filter((block) => block.folded).map((block) => block.id ?? block.type);
      expect(folded, page.path).toEqual(
        expect.arrayContaining(["local-conditions", "neighborhoods", "nearbyCommunities", "local-contacts", "faq"]),
      );
    }
  });
});

describe("heroes", () => {
  it("never repeat in their badges what the trust strip under them says", () => {
    const { business } = catalogue;
    const strip = [`#${business.license}`, `${business.rating.value}`, "family operated", "insured", "years"];
    for (const page of catalogue.pages) {
      for (const block of page.blocks) {
        if (block.type !== "hero") continue;
        for (const badge of block.badges) {
          for (const claim of strip) expect(badge.text, `${page.path}: "${badge.text}"`).not.toContain(claim);
        }
      }
    }
  });
});

describe("years in business", () => {
  it("counts from the founding year, not from a typed number", () => {
    expect(yearsInBusiness(2009, new Date("2026-11-23T00:00:00Z"))).toBe(17);
    expect(yearsInBusiness(2009, new Date("2030-01-01T00:00:00Z"))).toBe(21);
  });

  it("shows the computed years wherever a page speaks of them", () => {
    const years = String(yearsInBusiness(catalogue.business.foundedYear, new Date()));
    const about = JSON.stringify(catalogue.pages.find((page) => page.path === "/about-us"));
    expect(about).toContain(`For ${years} years`);
    expect(catalogue.navigation.ui.trust.years).toBe(`${years} years in business`);
    expect(JSON.stringify(catalogue)).not.toMatch(/\b15\+? years\b/);
  });
});

describe("arrival times", () => {
  // "1-2 hours", "30 to 90 minutes", "within 2 hours": a figure typed into the copy.
  const typedArrival = /\d+\s*(?:-|–|to)\s*\d+\s*(?:hours?|minutes?|min)\b|within \d+ (?:hours?|minutes?)/i;

  it("are typed on no page of a town's own; its city page computes them from the office's distance", () => {
    const slugs = catalogue.cityEntries.map((entry) => entry.slug);
    const townPages = catalogue.pages.filter((page) => slugs.some((slug) => page.path.startsWith(`/${slug}/`)));
    expect(townPages.map((page) => page.path)).toContain("/kernersville/services/drain-cleaning");
    for (const page of townPages)
      expect(JSON.stringify(page.blocks).match(typedArrival)?.[0], page.path).toBeUndefined();
  });
});
