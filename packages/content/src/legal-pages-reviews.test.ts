import { describe, expect, it } from "vitest";
import { findPage, loadCatalogue } from "./index";
import { catalogueCopy } from "./test/catalogue-copy";

const disclaimer = (dir: string) => JSON.stringify(findPage(loadCatalogue(dir), "/disclaimer")?.blocks);

describe("the disclaimer speaks of the reviews as they are", () => {
  it("says samples are not customers' words while there are samples, and speaks of customers' reviews once there are some", () => {
    const copy = catalogueCopy();
    copy.edit("testimonials.json", (file) => {
      const reviews = file.reviews as Record<string, unknown>[];
      for (const review of reviews) review.sample = true;
    });
    expect(disclaimer(copy.dir)).toContain("were not written by customers");
    expect(disclaimer(copy.dir)).not.toContain("a customer's own words");
    copy.edit("testimonials.json", (file) => {
      for (const review of file.reviews as Record<string, unknown>[]) {
        delete review.sample;
        Object.assign(review, {
          date: "2026-10-01",
          platform: "Google",
          url: "https://www.google.com/maps/reviews/fixture",
        });
      }
    });
    expect(disclaimer(copy.dir)).toContain("a customer's own words");
    expect(disclaimer(copy.dir)).not.toContain("were not written by customers");
  });
});
