import type { Image } from "@brightwater/content/types";
import { useEffect, useRef, useState } from "react";
import { takeHeld } from "../../lib/held-acts";
import { CatalogueImage, useImageSize } from "../../lib/picture";

/**
 * A poster that becomes the video player when pressed: the page never pays for the player
 * (about 1 MB of script) unless the visitor wants the video.
 */
export function VideoFacade({ youtubeId, title, poster }: { youtubeId: string; title: string; poster: Image }) {
  const [playing, setPlaying] = useState(false);
  const size = useImageSize(poster, "split");
  const button = useRef<HTMLButtonElement>(null);
  // Pressed before the page was live: it plays now.
  useEffect(() => {
    if (takeHeld(window.bwPresses, button.current)) setPlaying(true);
  }, []);
  if (playing) {
    return (
      <iframe
        className="split__media video"
        src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&mute=1&loop=1&playlist=${youtubeId}`}
        title={title}
        width={size.width}
        height={size.height}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <button
      ref={button}
      type="button"
      className="split__media video video--poster"
      onClick={() => setPlaying(true)}
      aria-label={title}
    >
      <CatalogueImage image={poster} slot="split" />
      <svg className="video__play" width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="32" fill="rgba(0,0,0,.6)" />
        <path d="M26 20l20 12-20 12z" fill="#fff" />
      </svg>
    </button>
  );
}
