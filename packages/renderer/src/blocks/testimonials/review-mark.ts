import type { Review } from "@brightwater/content/types";
import { monthYear } from "../../lib/calendar-date";
import { fill } from "../../lib/fill";

/**
 * What stands beside a review's stars: the platform it was written on and when ("Google review,
 * March 2026"), or that it is demo text. A review with neither shows no mark rather than a guess.
 */
export function reviewMark(review: Review, ui: { reviewMark: string; sampleReviewMark: string }): string | null {
  if (review.sample) return ui.sampleReviewMark;
  if (!review.platform || !review.date) return null;
  return fill(ui.reviewMark, { platform: review.platform, date: monthYear(review.date) });
}
