import type { SiteServices } from "../facts/site-services";
import type { Business } from "../schema/business";
import type { Placeholders } from "./interpolate";

/** "" where the condition holds (the line stays, saying nothing more), else missing (the line goes). */
const when = (condition: boolean) => (condition ? "" : null);

/** Whether testimonials.json, as read, holds samples and reviews customers wrote. */
function reviewKinds(raw: unknown): { samples: boolean; real: boolean } {
  const reviews = (raw as { reviews?: { sample?: boolean }[] } | undefined)?.reviews ?? [];
  return { samples: reviews.some((review) => review.sample), real: reviews.some((review) => !review.sample) };
}

/**
 * Lines of copy that hold only for a configured service or for reviews of one kind start with one
 * of these placeholders (`{withAnalytics}` in the privacy policy): the line is shown only when it
 * is true. A review request is the business's own fact: it carries the review link made from
 * the place id, and there is none without it.
 */
export function serviceFacts(
  services: SiteServices,
  business: Business | undefined,
  testimonials: unknown,
): Placeholders {
  const reviews = reviewKinds(testimonials);
  return {
    withCaptcha: when(services.captcha),
    withAnalytics: when(services.analytics),
    withOfficeMail: when(services.officeMail),
    withAcknowledgement: when(services.acknowledgement),
    withAlerts: when(services.alerts),
    withReviewRequests: when(Boolean(business?.rating.placeId)),
    withSampleReviews: when(reviews.samples),
    withCustomerReviews: when(reviews.real),
  };
}
