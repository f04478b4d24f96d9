import type { BlockOf } from "@brightwater/content/types";
import { Markdown } from "../../lib/markdown";
import { Section } from "../../lib/section";

/** Each answer is a native <details>: items open and close independently, with or without script. */
export function Faq({ block }: { block: BlockOf<"faq"> }) {
  return (
    <Section id={block.id} tone="muted" title={block.title} subtitle={block.subtitle}>
      <div className="faq">
        {block.items.map((item) => (
          <details key={item.id} id={`faq-${item.id}`} className="faq__item">
            <summary>{item.question}</summary>
            <Markdown text={item.answer} className="faq__answer prose" />
          </details>
        ))}
      </div>
    </Section>
  );
}
