import type { BlockOf } from "@brightwater/content/types";
import { Section } from "../../lib/section";

/** "336-373-2155" → "tel:+13363732155" */
const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, "")}`;

/** Each office opens from its role and name to its note, address and number. */
export function LocalContacts({ block }: { block: BlockOf<"localContacts"> }) {
  return (
    <Section id={block.id} title={block.title} subtitle={block.subtitle}>
      <ul className="cards cards--3 cards--folded contacts">
        {block.contacts.map((contact) => (
          <li key={`${contact.label}-${contact.name}`} className="card">
            <details className="fold">
              <summary className="fold__summary">
                <span className="contacts__label">{contact.label}</span>
                <h3>{contact.name}</h3>
              </summary>
              <div className="fold__body">
                {contact.note ? <p>{contact.note}</p> : null}
                {contact.address ? <p className="contacts__address">{contact.address}</p> : null}
                {contact.phone ? (
                  <a className="card__link" href={telHref(contact.phone)}>
                    {contact.phone}
                  </a>
                ) : null}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}
