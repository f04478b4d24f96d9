import { describe, expect } from "vitest";
import { eachShipped, expectSection, linksIn, site } from "../../test/shipped-catalogue";
import { Testimonials } from "./testimonials";

describe("testimonials", () => {
  eachShipped("testimonials", Testimonials, "the reviews and the rating's links", ({ container, view }, block) => {
    expectSection(container, block);
    const reviews = view.getByRole("list", { name: block.title });
    expect(reviews.querySelectorAll(":scope > li")).toHaveLength(block.reviews.length);
    expect(block.reviews.length).toBeGreaterThan(0);
    const { rating } = site.business;
    const { ui } = site.navigation;
    expect(linksIn(container)).toEqual(
      block.showRating
        ? [
            { name: ui.readReviews, href: rating.readUrl },
            { name: ui.leaveReview, href: rating.writeUrl },
          ]
        : [],
    );
  });
});
