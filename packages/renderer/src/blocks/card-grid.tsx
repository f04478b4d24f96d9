import type { BlockOf } from "@brightwater/content/types";
import { SiteLink } from "../chrome/site-link";
import { Icon } from "../icons";
import { CatalogueImage } from "../lib/picture";
import { Section } from "./section";

export function CardGrid({ block }: { block: BlockOf<"cardGrid"> }) {
  return (
    <Section id={block.id} tone={block.tone} title={block.title} subtitle={block.subtitle}>
      <ul className={`cards cards--${block.columns}`}>
        {block.cards.map((card) => (
          <li key={card.title} className="card">
            {card.image ? <CatalogueImage image={card.image} slot="card" /> : null}
            {card.icon ? (
              <span className="card__icon">
                <Icon name={card.icon} />
              </span>
            ) : null}
            <h3>{card.title}</h3>
            {card.text ? <p>{card.text}</p> : null}
            {card.link ? (
              <SiteLink href={card.link.href} className="card__link">
                {card.link.label}
                <span className="visually-hidden">: {card.title}</span>
              </SiteLink>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
