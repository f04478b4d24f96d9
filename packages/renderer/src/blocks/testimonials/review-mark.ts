import type { Review } from "@brightwater/content/types";
import { fill } from "../../lib/fill";

const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * What stands beside a review's stars: the platform it was written on and when ("Google review,
 * March 2026"), or that it is demo text. A review with neither shows no mark rather than a guess.
 */
export function reviewMark(review: Review, ui: { reviewMark: string; sampleReviewMark: string }): string | null {
  if (review.sample) return ui.sampleReviewMark;
  if (!review.platform || !review.date) return null;
  const date = monthYear.format(new Date(`${review.date}T00:00:00Z`));
  return fill(ui.reviewMark, { platform: review.platform, date });
}
