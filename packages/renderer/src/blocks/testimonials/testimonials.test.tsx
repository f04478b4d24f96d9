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

/** The heading a section shows: its own, or, over any sample, one that says they are samples. */
function headingOf(shown: BlockOf<"testimonials">) {
  return shown.reviews.some((review) => review.sample) ? site.navigation.ui.sampleReviews : shown;
}

function renderWith(business: typeof site.business, shown: BlockOf<"testimonials"> = block) {
  const { container } = render(
    <SiteProvider site={{ ...site, business }}>
      <MemoryRouter>
        <Testimonials block={shown} />
      </MemoryRouter>
    </SiteProvider>,
  );
  return { container, view: within(container) };
}

describe("testimonials", () => {
  eachShipped("testimonials", Testimonials, "the reviews and the rating's links", ({ container, view }, shown) => {
    const heading = headingOf(shown);
    expectSection(container, { id: shown.id, title: heading.title });
    const reviews = view.getByRole("list", { name: heading.title });
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

  it("heads a section that shows a sample as samples, and one of real reviews with its own title", () => {
    const { ui } = site.navigation;
    const withSample = renderWith(site.business);
    expect(withSample.view.getByRole("heading", { level: 2 }).textContent).toBe(ui.sampleReviews.title);
    expect(withSample.container.textContent).toContain(ui.sampleReviews.subtitle);
    expect(withSample.container.textContent).not.toContain(block.title);
    withSample.container.remove();
    const real = { ...block, reviews: block.reviews.filter((review) => !review.sample) };
    const withReal = renderWith(site.business, real);
    expect(withReal.view.getByRole("heading", { level: 2 }).textContent).toBe(block.title);
  });

  it("shows no mark for a review that names neither platform nor date", () => {
    expect(reviewMark({ name: "X", rating: 5, text: "t" }, site.navigation.ui)).toBeNull();
  });
});
