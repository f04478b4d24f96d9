import type { BlockOf } from "@brightwater/content/types";
import { Icon } from "../../icons";
import { CatalogueImage } from "../../lib/picture";
import { Section } from "../../lib/section";
import { VideoFacade } from "./video-facade";

export function Checklist({ block }: { block: BlockOf<"checklist"> }) {
  const media = block.media;
  return (
    <Section id={block.id} tone={block.tone} title={block.title} subtitle={block.subtitle}>
      <div className={media ? "split" : undefined}>
        <div>
          <ul className="checklist">
            {block.items.map((item) => (
              <li key={item}>
                <Icon name="check" size={20} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          {block.note ? <p className="checklist__note">{block.note}</p> : null}
        </div>
        {media?.kind === "image" ? <CatalogueImage className="split__media" image={media.image} slot="split" /> : null}
        {media?.kind === "video" ? (
          <VideoFacade youtubeId={media.youtubeId} title={media.title} poster={media.poster} />
        ) : null}
      </div>
    </Section>
  );
}
