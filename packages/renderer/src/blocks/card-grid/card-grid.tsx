import type { BlockOf } from "@brightwater/content/types";
import { SiteLink } from "../../chrome/site-link";
import { Icon } from "../../icons";
import { CatalogueImage } from "../../lib/picture";
import { Section } from "../../lib/section";

/** Related pages as a strip of compact links: icon and title, nothing to read twice. */
function LinkStrip({ block }: { block: BlockOf<"cardGrid"> }) {
  return (
    <Section id={block.id} tone={block.tone} title={block.title} subtitle={block.subtitle}>
      <ul className="link-strip">
        {block.cards.map((card) =>
          card.link ? (
            <li key={card.title}>
              <SiteLink href={card.link.href} className="link-strip__link">
                {card.icon ? <Icon name={card.icon} /> : null}
                <span>{card.title}</span>
              </SiteLink>
            </li>
          ) : null,
        )}
      </ul>
    </Section>
  );
}

/** Short points as a compact check-list: the icon, the title in bold and its sentence. */
function CompactList({ block }: { block: BlockOf<"cardGrid"> }) {
  return (
    <Section id={block.id} tone={block.tone} title={block.title} subtitle={block.subtitle}>
      <ul className="compact-list">
        {block.cards.map((card) => (
          <li key={card.title}>
            <Icon name={card.icon ?? "check"} />
            <p>
              <strong>{card.title}</strong> {card.text}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Long notes as cards that open under their icon and title: every word is in the page, folded. */
function FoldedCards({ block }: { block: BlockOf<"cardGrid"> }) {
  return (
    <Section id={block.id} tone={block.tone} title={block.title} subtitle={block.subtitle}>
      <ul className={`cards cards--${block.columns} cards--folded`}>
        {block.cards.map((card) => (
          <li key={card.title} className="card">
            <details className="fold">
              <summary className="fold__summary">
                {card.icon ? (
                  <span className="card__icon">
                    <Icon name={card.icon} />
                  </span>
                ) : null}
                <span className="card__title">{card.title}</span>
              </summary>
              <div className="fold__body">
                {card.text ? <p>{card.text}</p> : null}
                {card.link ? (
                  <SiteLink href={card.link.href} className="card__link">
                    {card.link.label}
                    <span className="visually-hidden">: {card.title}</span>
                  </SiteLink>
                ) : null}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Cards whose sentences are all short pair up two to a row on a phone; long ones keep the width. */
const shortCard = 60;

export function CardGrid({ block }: { block: BlockOf<"cardGrid"> }) {
  if (block.layout === "links") return <LinkStrip block={block} />;
  if (block.layout === "compact") return <CompactList block={block} />;
  if (block.layout === "folded") return <FoldedCards block={block} />;
  const short = block.cards.every((card) => !card.link && card.text.length <= shortCard);
  return (
    <Section id={block.id} tone={block.tone} title={block.title} subtitle={block.subtitle}>
      <ul className={`cards cards--${block.columns}${short ? " cards--short" : ""}`}>
        {block.cards.map((card) => (
          <li key={card.title} className="card">
            {card.image ? <CatalogueImage image={card.image} slot="card" /> : null}
            {card.icon ? (
              <span className="card__icon">
                <Icon name={card.icon} />
              </span>
            ) : null}
            <h3>{card.title}</h3>
            {/* One box for text and link, so on phones the link can follow the text on its line. */}
            <div className="card__body">
              {card.text ? <p>{card.text}</p> : null}
              {card.link ? (
                <SiteLink href={card.link.href} className="card__link">
                  {card.link.label}
                  <span className="visually-hidden">: {card.title}</span>
                </SiteLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
