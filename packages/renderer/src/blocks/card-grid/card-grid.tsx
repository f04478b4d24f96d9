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

type Card = BlockOf<"cardGrid">["cards"][number];

function CardIcon({ card }: { card: Card }) {
  return card.icon ? (
    <span className="card__icon">
      <Icon name={card.icon} />
    </span>
  ) : null;
}

/** One box for text and link, so on phones the link can follow the text on its line. */
function CardBody({ card }: { card: Card }) {
  return (
    <div className="card__body">
      {card.text ? <p>{card.text}</p> : null}
      {card.link ? (
        <SiteLink href={card.link.href} className="card__link">
          {card.link.label}
          <span className="visually-hidden">: {card.title}</span>
        </SiteLink>
      ) : null}
    </div>
  );
}

/**
 * The cards a page shows: one whose photograph is still to come is left out, and the block with it
 * when none is left, so the page reads whole without it (the launch check lists the place).
 */
export function CardGrid({ block: whole }: { block: BlockOf<"cardGrid"> }) {
  const cards = whole.cards.filter((card) => card.photoToCome === undefined);
  if (cards.length === 0) return null;
  const block = { ...whole, cards };
  if (block.layout === "links") return <LinkStrip block={block} />;
  if (block.layout === "compact") return <CompactList block={block} />;
  // Folded: long notes open under their icon and title; every word is in the page all along.
  const folded = block.layout === "folded";
  return (
    <Section id={block.id} tone={block.tone} title={block.title} subtitle={block.subtitle}>
      <ul className={`cards cards--${block.columns}${folded ? " cards--folded" : ""}`}>
        {block.cards.map((card) => (
          <li key={card.title} className="card">
            {folded ? (
              <details className="fold">
                <summary className="fold__summary">
                  <CardIcon card={card} />
                  {card.title}
                </summary>
                <CardBody card={card} />
              </details>
            ) : (
              <>
                {card.image ? <CatalogueImage image={card.image} slot="card" /> : null}
                <CardIcon card={card} />
                <h3>{card.title}</h3>
                <CardBody card={card} />
              </>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
