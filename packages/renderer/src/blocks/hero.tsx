import { isPhotoSrc } from "@brightwater/content/photo-slots";
import type { BlockOf } from "@brightwater/content/types";
import { ActionRow } from "../chrome/action-button";
import { CallLink } from "../chrome/call-link";
import { Icon } from "../icons";
import { CatalogueImage } from "../lib/picture";

export function Hero({ block }: { block: BlockOf<"hero"> }) {
  const { image } = block;
  // A photograph sits beside the text (above it on a phone); a drawn illustration behind it.
  const photo = image && isPhotoSrc(image.src);
  const modifier = image ? (photo ? " hero--photo" : " hero--image") : "";
  return (
    <section id={block.id} className={`hero${modifier}`}>
      {image && !photo ? <CatalogueImage className="hero__image" image={image} slot="hero" priority /> : null}
      <div className="container hero__inner">
        {image && photo ? <CatalogueImage className="hero__media" image={image} slot="hero" priority /> : null}
        <div className="hero__text">
          {block.eyebrow ? <p className="hero__eyebrow">{block.eyebrow}</p> : null}
          <h1>{block.title}</h1>
          <p className="hero__subtitle">{block.subtitle}</p>
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
      </div>
    </section>
  );
}
