// Where a photograph can sit in the layout, and what the build makes for each place. No zod and
// no image library here: the renderer imports this in the browser.

/** Widths (pixels) the build makes, the crop, and the `sizes` the browser picks a width with. */
export interface PhotoSlotSpec {
  widths: readonly number[];
  /** Width : height of the crop. */
  aspect: readonly [number, number];
  /** The width the slot takes at each viewport; must agree with the block styles (packages/renderer/src/blocks/<name>/<name>.css). */
  sizes: string;
}

export const photoSlots = {
  /** The page's first block: full width at the top of a phone's screen, the right-hand column from 900 px. */
  hero: {
    // 800: a 390-412 px phone at 1.75-2×; 1080 and 1280: at 3×.
    widths: [480, 800, 1080, 1280, 1600],
    // 16:9: at least 200 px tall across a 360-390 px phone, where it opens the page.
    aspect: [16, 9],
    sizes: "(min-width: 900px) 576px, 100vw",
  },
  /** Beside text (a checklist's picture, a figure with text): half the container from 900 px. */
  split: {
    widths: [480, 720, 960, 1200],
    aspect: [4, 3],
    sizes: "(min-width: 1240px) 584px, (min-width: 900px) calc(50vw - 2.25rem), calc(100vw - 2.5rem)",
  },
  /** A figure on its own: the container's width. */
  wide: {
    widths: [480, 720, 960, 1280, 1600],
    aspect: [16, 9],
    sizes: "(min-width: 1240px) 1200px, calc(100vw - 2.5rem)",
  },
  /** On a card in a grid of cards. */
  card: {
    widths: [400, 640, 800],
    aspect: [3, 2],
    sizes: "(min-width: 1024px) 340px, (min-width: 640px) calc(50vw - 4rem), calc(100vw - 5.5rem)",
  },
} as const satisfies Record<string, PhotoSlotSpec>;
export type PhotoSlot = keyof typeof photoSlots;

/** The largest width a slot is shown at: a photograph narrower than this is refused. */
export function largestWidth(slot: PhotoSlot): number {
  return Math.max(...photoSlots[slot].widths);
}

/** The height of a slot's crop at `width`. */
export function cropHeight(slot: PhotoSlot, width: number): number {
  const [across, down] = photoSlots[slot].aspect;
  return Math.round((width * down) / across);
}

/** A catalogue `src` that names a photograph (the rest are drawn illustrations under /images/). */
export function isPhotoSrc(src: string): src is `photos/${string}` {
  return src.startsWith("photos/");
}

/**
 * A point of the photograph, in percent of its width (`x`, from the left) and height (`y`, from the
 * top), that every crop keeps as near its center as the photograph allows: a face, the work.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

/** Which part of a photograph a crop keeps: a side, or a focal point. */
export type PhotoPosition = "center" | "top" | "bottom" | "left" | "right" | FocalPoint;

function positionName(position: PhotoPosition): string {
  return typeof position === "string" ? position : `${position.x},${position.y}`;
}

/** The key of one photograph in one place (and crop), in the build's photo manifest. */
export function pictureKey(slot: PhotoSlot, image: { src: string; position?: PhotoPosition | undefined }): string {
  const position = image.position ?? "center";
  return position === "center" ? `${slot}:${image.src}` : `${slot}:${image.src}@${positionName(position)}`;
}

export interface PictureSource {
  type: "image/avif" | "image/webp";
  srcSet: string;
}

/** Everything `<picture>` needs for one photograph in one place, made by the build. */
export interface PictureData {
  /** Intrinsic size of the largest output, so the page reserves the space before it loads. */
  width: number;
  height: number;
  sizes: string;
  /** AVIF first, then WebP: the browser takes the first type it accepts. */
  sources: PictureSource[];
  /** The JPEG fallback. */
  src: string;
  srcSet: string;
  /** A tiny blurred WebP as a data: URL, shown until the photograph arrives. */
  placeholder: string;
}
