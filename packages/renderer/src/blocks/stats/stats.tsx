import type { BlockOf } from "@brightwater/content/types";
import { Section } from "../../lib/section";

export function Stats({ block }: { block: BlockOf<"stats"> }) {
  return (
    <Section id={block.id} tone="brand" title={block.title}>
      <dl className="stats">
        {block.items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
