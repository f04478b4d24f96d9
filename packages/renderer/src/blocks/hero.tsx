import type { BlockOf } from "@brightwater/content/types";
import { ActionRow } from "../chrome/action-button";
import { CallLink } from "../chrome/call-link";
import { Icon } from "../icons";

export function Hero({ block }: { block: BlockOf<"hero"> }) {
  return (
    <section id={block.id} className={`hero${block.image ? " hero--image" : ""}`}>
      {block.image ? (
        <img
          className="hero__image"
          src={block.image.src}
          alt={block.image.alt}
          width={block.image.width}
          height={block.image.height}
          fetchPriority="high"
        />
      ) : null}
      <div className="container hero__inner">
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
    </section>
  );
}
