import type { BlockOf } from "@brightwater/content/types";
import { ActionRow } from "../../chrome/action-button";

export function CtaBand({ block }: { block: BlockOf<"ctaBand"> }) {
  return (
    <section id={block.id} className={`cta cta--${block.tone}`}>
      <div className="container cta__inner">
        <div>
          <h2>{block.title}</h2>
          {block.subtitle ? <p>{block.subtitle}</p> : null}
        </div>
        <ActionRow actions={block.actions} />
      </div>
    </section>
  );
}
