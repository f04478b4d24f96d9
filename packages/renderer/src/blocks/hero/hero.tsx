import { isPhotoSrc } from "@brightwater/content/photo-slots";
import type { BlockOf } from "@brightwater/content/types";
import { ActionRow } from "../../chrome/action-button";
import { CallLink } from "../../chrome/call-link";
import { Stars } from "../../chrome/stars";
import { Icon } from "../../icons";
import { fill } from "../../lib/fill";
import { CatalogueImage } from "../../lib/picture";
import { useSite } from "../../site-context";
import { reviewMark } from "../testimonials/review-mark";
import { TrustStrip } from "./trust-strip";

/** Wide screens: the rating and one customer's words beside the headline (over the photograph, where there is one). */
function HeroReview({ review, wideOnly }: { review: NonNullable<BlockOf<"hero">["review"]>; wideOnly?: boolean }) {
  const { business, navigation } = useSite();
  const ui = navigation.ui;
  const mark = reviewMark(review, ui);
  return (
    // Where the page's own reviews follow closely, a phone shows those instead (hero.css).
    <figure className={wideOnly ? "hero__review hero__review--wide" : "hero__review"}>
      <p className="hero__rating">
        <span className="hero__rating-value">{business.rating.value}</span>
        <Stars rating={business.rating.value} label={ui.ratingLabel} />
        <span>{ui.reviewsSummary}</span>
      </p>
      <blockquote>
        <p>{review.text}</p>
      </blockquote>
      <figcaption>
        <Stars rating={review.rating} label={fill(ui.reviewStarsLabel, { stars: String(review.rating) })} />
        {review.name}
        {review.location ? `, ${review.location}` : null}
        {mark ? <span className="hero__review-mark"> · {mark}</span> : null}
      </figcaption>
    </figure>
  );
}

export function Hero({ block }: { block: BlockOf<"hero"> }) {
  const { image } = block;
  // A photograph or a drawn illustration sits beside the text on wide screens and opens the hero
  // on a phone; a customer's words follow the buttons there (under the photograph on wide
  // screens). The trust strip comes before the buttons: on a phone the facts a homeowner checks
  // first stay in the first screen with them.
  const photo = image && isPhotoSrc(image.src);
  const modifier = image ? (photo ? " hero--photo" : " hero--drawing") : "";
  return (
    <section id={block.id} className={`hero${modifier}${block.layout ? ` hero--${block.layout}` : ""}`}>
      <div className="container hero__inner">
        <div className="hero__text">
          {block.eyebrow ? <p className="hero__eyebrow">{block.eyebrow}</p> : null}
          <h1>{block.title}</h1>
          <p className="hero__subtitle">{block.subtitle}</p>
          {/* A homeowner's facts; a page for someone else (careers, with its points) has its own. */}
          {block.points ? null : <TrustStrip />}
          <ActionRow actions={block.actions} />
          {block.badges.length > 0 ? (
            <ul className="hero__badges">
              {block.badges.map((badge) => (
                <li key={badge.text}>
                  <Icon name={badge.icon} size={20} />
                  {badge.callTrackLabel ? (
                    <CallLink trackLabel={badge.callTrackLabel}>{badge.text}</CallLink>
                  ) : (
                    badge.text
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {image || block.review || block.points ? (
          <div className="hero__aside">
            {image ? (
              <CatalogueImage className={photo ? "hero__media" : "hero__drawing"} image={image} slot="hero" priority />
            ) : null}
            {block.points ? (
              // A page for someone other than a customer (careers) shows its own points instead.
              <div className="hero__review hero__points">
                <p className="hero__rating">{block.points.title}</p>
                <ul className="checklist">
                  {block.points.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ) : block.review ? (
              <HeroReview review={block.review} wideOnly={block.reviewsFollow} />
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
