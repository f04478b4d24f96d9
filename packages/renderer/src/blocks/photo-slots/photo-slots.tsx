import type { BlockOf } from "@brightwater/content/types";
import { CatalogueImage } from "../../lib/picture";
import { Section } from "../../lib/section";

/**
 * Places for the company's own photographs: each shows its photograph, or until it is taken the
 * drawing of an empty frame (no one drawn, nothing claimed), in the same size and place.
 */
export function PhotoSlots({ block }: { block: BlockOf<"photoSlots"> }) {
  return (
    <Section id={block.id} title={block.title} subtitle={block.subtitle}>
      <ul className="photo-slots">
        {block.slots.map((slot) => (
          <li key={slot.caption}>
            <figure className="photo-slots__figure">
              {slot.photo ? (
                <CatalogueImage image={slot.photo} slot="card" />
              ) : (
                <CatalogueImage className="photo-slots__awaiting" image={slot.awaiting} slot="card" />
              )}
              <figcaption>{slot.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
