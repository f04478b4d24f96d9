import type { BlockOf } from "@brightwater/content/types";
import { SiteLink } from "../../chrome/site-link";
import { Markdown } from "../../lib/markdown";
import { Section } from "../../lib/section";

export function RichText({ block }: { block: BlockOf<"richText"> }) {
  return (
    <Section id={block.id} title={block.title}>
      <Markdown text={block.markdown} className="prose" />
      {block.backLink ? (
        <p>
          <SiteLink href={block.backLink.href} className="button button--secondary">
            {block.backLink.label}
          </SiteLink>
        </p>
      ) : null}
    </Section>
  );
}
