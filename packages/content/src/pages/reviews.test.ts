import { thankYouPaths } from "@brightwater/contracts/thank-you";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../load/load";
import type { Problem } from "../schema/catalogue-error";
import type { PageEntry } from "../schema/page";
import type { TaggedReview } from "../schema/testimonials";
import { catalogueUnderTest } from "../test/catalogue-under-test";
import { fillReviews, heroReview, pickReviews, reviewsShown } from "./reviews";

const review = (id: string, name: string, location: string): TaggedReview =>
  ({
    id,
    name,
    location,
    rating: 5,
    text: `Words of ${id}.`,
    services: ["water-heater"],
    sample: true,
  }) as TaggedReview;

// Two reviews by one author, as the demo catalogue had for "Angela P., Kernersville".
const pool = [
  review("a1", "Angela P.", "Kernersville"),
  review("a2", "Angela P.", "Kernersville"),
  review("b", "Ben R.", "Clemmons"),
];

describe("no page names one author twice", () => {
  it("picks one review of each author for a testimonials block", () => {
    expect(pickReviews(pool, { ids: ["a1", "a2", "b"], count: 3 }).map((shown) => shown.text)).toEqual([
      "Words of a1.",
      "Words of b.",
    ]);
  });

  it("quotes in the hero no author the page's reviews already show", () => {
    const shown = pickReviews(pool, { ids: ["a1"], count: 1 });
    expect(heroReview(pool, { shown }, new Map())?.name).toBe("Ben R.");
  });

  it("holds on every page of the catalogue", () => {
    for (const page of loadCatalogue(catalogueUnderTest, { drafts: false }).pages) {
      const authors = reviewsShown(page).map((shown) => `${shown.name}, ${shown.location}`);
      expect(authors, page.path).toEqual([...new Set(authors)]);
    }
  });
});

describe("the review a hero quotes, right under the headline on a phone", () => {
  const tagged = (id: string, location: string, services: TaggedReview["services"]): TaggedReview =>
    ({
      id,
      name: `Author ${id}`,
      location,
      rating: 5,
      text: `Words of ${id}.`,
      services,
      sample: true,
    }) as TaggedReview;
  const fixture = [
    tagged("heater", "Lewisville", ["water-heater"]),
    tagged("drain", "Clemmons", ["drain-cleaning"]),
    tagged("general", "Jamestown", []),
    tagged("toilet", "Jamestown", ["toilet"]),
  ];
  const shownOf = (ids: string[]) => pickReviews(fixture, { ids, count: ids.length });

  it("is one about the page's service when there is one the page does not show", () => {
    expect(heroReview(fixture, { shown: [], service: "water-heater" }, new Map())?.text).toBe("Words of heater.");
  });

  it("falls back to a general review when none about the service is left", () => {
    const review = heroReview(fixture, { shown: shownOf(["heater"]), service: "water-heater" }, new Map());
    expect(review?.text).toBe("Words of general.");
  });

  it("falls back to any review the page does not show when no general one is left", () => {
    const review = heroReview(
      fixture,
      { shown: shownOf(["heater", "general", "toilet"]), service: "well-pump" },
      new Map(),
    );
    expect(review?.text).toBe("Words of drain.");
  });

  it("for a town, is one from the town of the page's reviews first", () => {
    expect(heroReview(fixture, { shown: shownOf(["general"]) }, new Map())?.text).toBe("Words of toilet.");
    expect(heroReview(fixture, { shown: shownOf(["drain"]) }, new Map())?.text).toBe("Words of general.");
  });

  it("on a page for one town, is one from that town before one about the page's service", () => {
    const page = { shown: [], service: "water-heater" as const, town: "Clemmons" };
    expect(heroReview(fixture, page, new Map())?.text).toBe("Words of drain.");
    expect(heroReview(fixture, { ...page, town: "Summerfield" }, new Map())?.text).toBe("Words of heater.");
  });

  it("is never one the page shows, and none at all once the pool is spent", () => {
    const all = shownOf(["heater", "drain", "general", "toilet"]);
    expect(heroReview(fixture, { shown: all, service: "water-heater" }, new Map())).toBeUndefined();
  });
});

describe("a hero whose page shows its own reviews close below", () => {
  const section = { type: "richText", body: "Words." };
  const reviews = { type: "testimonials", title: "Reviews", reviews: [], from: { ids: ["b"], count: 1 } };
  const pageOf = (...blocks: object[]) => ({ path: "/p", blocks: [{ type: "hero", title: "T" }, ...blocks] });
  const fill = (pages: object[]) => {
    const problems: Problem[] = [];
    fillReviews(pages as PageEntry[], pool, () => "pages/p.json", problems);
    return problems;
  };

  it("is marked when the reviews come within the next three sections, and not when later", () => {
    const near = pageOf(section, section, reviews);
    const far = pageOf(section, section, section, reviews);
    fill([near, far]);
    expect(near.blocks[0]).toMatchObject({ reviewsFollow: true });
    expect(far.blocks[0]).toMatchObject({ reviewsFollow: false });
  });

  it("is not marked when a form stands between the hero and the reviews", () => {
    const form = { type: "contactForm", title: "Ask", variant: "service" };
    const behindForm = pageOf(section, form, reviews);
    fill([behindForm]);
    expect(behindForm.blocks[0]).toMatchObject({ reviewsFollow: false });
  });

  it("quotes no review on a legal page or a thank-you page, and one on any other", () => {
    const legal = { ...pageOf(section), path: "/terms", layout: "legal" };
    const thanks = { ...pageOf(section), path: thankYouPaths.contact };
    const other = pageOf(section);
    fill([legal, thanks, other]);
    expect(legal.blocks[0]).not.toHaveProperty("review");
    expect(thanks.blocks[0]).not.toHaveProperty("review");
    expect(other.blocks[0]).toHaveProperty("review");
  });

  it("refuses the mark typed into a page", () => {
    const typed = pageOf(reviews);
    (typed.blocks[0] as Record<string, unknown>).reviewsFollow = false;
    expect(fill([typed])).toContainEqual(expect.objectContaining({ path: "blocks[0].reviewsFollow" }));
    expect(typed.blocks[0]).toMatchObject({ reviewsFollow: true });
  });
});
