import { reviewLinks } from "@brightwater/content";
import type { BlockOf } from "@brightwater/content/types";
import { render, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteProvider } from "../../site-context";
import { eachShipped, expectSection, linksIn, site } from "../../test/shipped-catalogue";
import { reviewMark } from "./review-mark";
import { Testimonials } from "./testimonials";

const block: BlockOf<"testimonials"> = {
  type: "testimonials",
  title: "What customers say",
  showRating: true,
  reviews: [
    { name: "Ana L.", location: "Clemmons", rating: 5, text: "On time.", platform: "Google", date: "2026-03-04" },
    { name: "Sam K.", location: "Jamestown", rating: 4, text: "Demo words.", sample: true },
  ],
};

function renderWith(business: typeof site.business) {
  const { container } = render(
    <SiteProvider site={{ ...site, business }}>
      <MemoryRouter>
        <Testimonials block={block} />
      </MemoryRouter>
    </SiteProvider>,
  );
  return { container, view: within(container) };
}

describe("testimonials", () => {
  eachShipped("testimonials", Testimonials, "the reviews and the rating's links", ({ container, view }, shown) => {
    expectSection(container, shown);
    const reviews = view.getByRole("list", { name: shown.title });
    expect(reviews.querySelectorAll(":scope > li")).toHaveLength(shown.reviews.length);
    expect(shown.reviews.length).toBeGreaterThan(0);
    const links = reviewLinks(site.business);
    const { ui } = site.navigation;
    expect(linksIn(container)).toEqual(
      shown.showRating && links
        ? [
            { name: ui.readReviews, href: links.read },
            { name: ui.leaveReview, href: links.write },
          ]
        : [],
    );
  });

  it("links the rating to the business's own profile once it has a place id, and nowhere before", () => {
    const { ui } = site.navigation;
    const without = renderWith({ ...site.business, rating: { ...site.business.rating, placeId: undefined } });
    expect(linksIn(without.container)).toEqual([]);
    without.container.remove();
    const withProfile = renderWith({ ...site.business, rating: { ...site.business.rating, placeId: "ChIJexample" } });
    expect(linksIn(withProfile.container)).toEqual([
      { name: ui.readReviews, href: "https://search.google.com/local/reviews?placeid=ChIJexample" },
      { name: ui.leaveReview, href: "https://search.google.com/local/writereview?placeid=ChIJexample" },
    ]);
  });

  it("marks each review with its platform and date, or as a sample", () => {
    const { view } = renderWith(site.business);
    const [real, sample] = view.getAllByRole("listitem");
    expect(real?.textContent).toContain("Google review, March 2026");
    expect(real?.querySelector("[role=img]")?.getAttribute("aria-label")).toBe("Rated 5 out of 5");
    expect(sample?.textContent).toContain(site.navigation.ui.sampleReviewMark);
  });

  it("shows no mark for a review that names neither platform nor date", () => {
    expect(reviewMark({ name: "X", rating: 5, text: "t" }, site.navigation.ui)).toBeNull();
  });
});
