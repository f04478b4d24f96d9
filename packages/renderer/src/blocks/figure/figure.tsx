import type { BlockOf } from "@brightwater/content/types";
import { CatalogueImage } from "../../lib/picture";
import { Section } from "../../lib/section";

export function Figure({ block }: { block: BlockOf<"figure"> }) {
  const { image } = block;
  return (
    <Section id={block.id} title={block.title} subtitle={block.subtitle}>
      <div className={block.text ? "split" : undefined}>
        {block.text ? <p className="figure__text">{block.text}</p> : null}
        <figure className="figure">
          <CatalogueImage image={image} slot={block.text ? "split" : "wide"} />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      </div>
    </Section>
  );
}
