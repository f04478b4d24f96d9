import { reviewLinks } from "@brightwater/content/review-links";
import type { BlockOf } from "@brightwater/content/types";
import { Stars } from "../../chrome/stars";
import { fill } from "../../lib/fill";
import { Section } from "../../lib/section";
import { useSite } from "../../site-context";
import { reviewMark } from "./review-mark";

export function Testimonials({ block }: { block: BlockOf<"testimonials"> }) {
  const { business, navigation } = useSite();
  const { rating } = business;
  const ui = navigation.ui;
  // Without the business's own profile there is nowhere true to send anyone: no links at all.
  const links = reviewLinks(business);
  // A section that shows a sample says so in its heading, never "what our customers say".
  const heading = block.reviews.some((review) => review.sample) ? ui.sampleReviews : block;
  return (
    <Section id={block.id} title={heading.title} subtitle={heading.subtitle}>
      {block.showRating ? (
        <div className="rating-summary">
          <span className="rating-summary__value">{rating.value}</span>
          <Stars rating={rating.value} label={ui.ratingLabel} />
          <span>{ui.reviewsSummary}</span>
          {links ? (
            <span className="rating-summary__links">
              <a href={links.read} target="_blank" rel="noopener noreferrer">
                {ui.readReviews}
              </a>
              <a href={links.write} target="_blank" rel="noopener noreferrer">
                {ui.leaveReview}
              </a>
            </span>
          ) : null}
        </div>
      ) : null}
      {/* Focusable, because on phones the row scrolls sideways and keyboards must reach it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to be scrolled by keyboard */}
      <ul className="reviews" tabIndex={0} aria-label={heading.title}>
        {block.reviews.map((review) => {
          const mark = reviewMark(review, ui);
          return (
            <li key={`${review.name}:${review.text}`} className="review">
              <p className="review__mark">
                <Stars rating={review.rating} label={fill(ui.reviewStarsLabel, { stars: String(review.rating) })} />
                {mark ? <span>{mark}</span> : null}
              </p>
              <blockquote>
                <p>{review.text}</p>
              </blockquote>
              <p className="review__author">
                {review.name}
                {review.location ? <span>, {review.location}</span> : null}
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
