import type { BlockOf } from "@brightwater/content/types";
import { SiteLink } from "../../chrome/site-link";
import { Icon } from "../../icons";
import { Section } from "../../lib/section";
import { useSite } from "../../site-context";

/** The towns we serve, always the current list of city pages. */
export function ServiceAreaGrid({ block }: { block: BlockOf<"serviceAreaGrid"> }) {
  const { cities } = useSite();
  return (
    <Section id={block.id} tone="muted" title={block.title} subtitle={block.subtitle}>
      <ul className="areas">
        {cities.map((city) => (
          <li key={city.slug}>
            <SiteLink href={city.path} className="areas__link">
              <Icon name="map-pin" size={18} />
              <span>{city.name}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
