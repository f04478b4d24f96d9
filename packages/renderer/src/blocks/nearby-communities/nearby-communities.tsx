import type { BlockOf } from "@brightwater/content/types";
import { SiteLink } from "../../chrome/site-link";
import { Icon } from "../../icons";
import { Section } from "../../lib/section";

export function NearbyCommunities({ block }: { block: BlockOf<"nearbyCommunities"> }) {
  const list = (
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
  );
  return (
    <Section id={block.id} tone="muted" title={block.title} subtitle={block.subtitle}>
      {block.fold ? (
        // A long list of places opens from one line that names the first few.
        <details className="fold areas__fold">
          <summary className="fold__summary">{block.fold.summary}</summary>
          <div className="fold__body">{list}</div>
        </details>
      ) : (
        list
      )}
    </Section>
  );
}
