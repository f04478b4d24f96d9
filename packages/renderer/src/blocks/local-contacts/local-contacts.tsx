import type { BlockOf } from "@brightwater/content/types";
import { Section } from "../../lib/section";

/** "336-373-2155" → "tel:+13363732155" */
const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, "")}`;

type Contact = BlockOf<"localContacts">["contacts"][number];

function Details({ contact }: { contact: Contact }) {
  return (
    <>
      {contact.note ? <p>{contact.note}</p> : null}
      {contact.address ? <p className="contacts__address">{contact.address}</p> : null}
      {contact.phone ? (
        <a className="card__link" href={telHref(contact.phone)}>
          {contact.phone}
        </a>
      ) : null}
    </>
  );
}

export function LocalContacts({ block }: { block: BlockOf<"localContacts"> }) {
  return (
    <Section id={block.id} title={block.title} subtitle={block.subtitle}>
      <ul className={`cards cards--3 contacts${block.folded ? " cards--folded" : ""}`}>
        {block.contacts.map((contact) => (
          <li key={`${contact.label}-${contact.name}`} className="card">
            {block.folded ? (
              // The office's role and name open to its note, address and number.
              <details className="fold">
                <summary className="fold__summary">
                  <span>
                    <span className="contacts__label">{contact.label}</span>
                    <span className="card__title">{contact.name}</span>
                  </span>
                </summary>
                <div className="fold__body">
                  <Details contact={contact} />
                </div>
              </details>
            ) : (
              <>
                <p className="contacts__label">{contact.label}</p>
                <h3>{contact.name}</h3>
                <Details contact={contact} />
              </>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
