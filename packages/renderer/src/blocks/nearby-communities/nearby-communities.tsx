import type { BlockOf } from "@brightwater/content/types";
import { SiteLink } from "../../chrome/site-link";
import { Icon } from "../../icons";
import { Section } from "../../lib/section";

export function NearbyCommunities({ block }: { block: BlockOf<"nearbyCommunities"> }) {
  return (
    <Section id={block.id} tone="muted" title={block.title} subtitle={block.subtitle}>
      <ul className="areas">
        {block.communities.map((community) => (
          <li key={community.name}>
            {community.href ? (
              <SiteLink href={community.href} className="areas__link">
                <Icon name="map-pin" size={18} />
                <span>{community.name}</span>
              </SiteLink>
            ) : (
              <span className="areas__name">
                <Icon name="map-pin" size={18} />
                <span>{community.name}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
