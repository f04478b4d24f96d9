import type { BlockOf } from "@brightwater/content/types";
import { CallLink } from "../../chrome/call-link";
import { Section } from "../../lib/section";
import { useSite } from "../../site-context";

export function MapEmbed({ block }: { block: BlockOf<"mapEmbed"> }) {
  const { business } = useSite();
  const { address } = business;
  return (
    <Section id={block.id} title={block.title} subtitle={block.subtitle}>
      <div className="split">
        <address className="map__address">
          <strong>{business.name}</strong>
          <span>{address.street}</span>
          <span>
            {address.city}, {address.region} {address.postalCode}
          </span>
          <span>{block.hours}</span>
          <CallLink trackLabel="Map" />
        </address>
        <iframe
          className="split__media map"
          title={block.title}
          src={`https://www.google.com/maps?q=${encodeURIComponent(block.query)}&output=embed`}
          width="600"
          height="400"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </div>
    </Section>
  );
}
