import type { BlockOf } from "@brightwater/content/types";
import { Section } from "../../lib/section";

export function Steps({ block }: { block: BlockOf<"steps"> }) {
  return (
    <Section id={block.id} title={block.title} subtitle={block.subtitle}>
      <ol className="steps">
        {block.steps.map((step) => (
          <li key={step.title} className="steps__item">
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
