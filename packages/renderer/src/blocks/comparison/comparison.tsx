import type { BlockOf } from "@brightwater/content/types";
import { Section } from "../../lib/section";
import { ComparisonTable } from "./comparison-table";

/** Options side by side; on a phone the table scrolls within itself, never the page. */
export function Comparison({ block }: { block: BlockOf<"comparison"> }) {
  return (
    <Section id={block.id} title={block.title} subtitle={block.subtitle}>
      <ComparisonTable caption={block.title} columns={block.columns} rows={block.rows} />
    </Section>
  );
}
