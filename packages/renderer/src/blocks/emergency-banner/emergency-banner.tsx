import type { BlockOf } from "@brightwater/content/types";
import { ActionButton } from "../../chrome/action-button";
import { Icon } from "../../icons";

export function EmergencyBanner({ block }: { block: BlockOf<"emergencyBanner"> }) {
  return (
    <section id={block.id} className="emergency">
      <div className="container emergency__inner">
        <Icon name="clock" size={32} />
        <div>
          <h2>{block.title}</h2>
          <p>{block.text}</p>
        </div>
        {block.action ? <ActionButton action={block.action} /> : null}
      </div>
    </section>
  );
}
