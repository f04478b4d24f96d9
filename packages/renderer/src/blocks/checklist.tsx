import type { BlockOf } from "@brightwater/content/types";
import { Suspense } from "react";
import { Icon } from "../icons";
import { deferredComponent } from "../lib/deferred-component";
import { CatalogueImage } from "../lib/picture";
import { Section } from "./section";

/** The video player's facade, a chunk of its own: few pages have a video. */
export const videoFacade = deferredComponent(() => import("./video-facade").then((module) => module.VideoFacade));

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
          <Suspense fallback={null}>
            <videoFacade.Component youtubeId={media.youtubeId} title={media.title} poster={media.poster} />
          </Suspense>
        ) : null}
      </div>
    </Section>
  );
}
