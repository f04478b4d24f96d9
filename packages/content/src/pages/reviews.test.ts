import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../load/load";
import type { TaggedReview } from "../schema/testimonials";
import { catalogueUnderTest } from "../test/catalogue-under-test";
import { heroReview, pickReviews, reviewsShown } from "./reviews";

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
