import { isPhotoSrc, pictureKey } from "@brightwater/content/photo-slots";
import type { Image, PhotoSlot, PictureData } from "@brightwater/content/types";
import { createContext, type ReactNode, use } from "react";

/**
 * The photographs of the page being shown, as the build made them (the page's loader passes
 * them). Null where a page is rendered only for its text (content:check), without the build.
 */
const PicturesContext = createContext<Readonly<Record<string, PictureData>> | null>(null);

export function PicturesProvider({
  pictures,
  children,
}: {
  pictures: Readonly<Record<string, PictureData>> | null;
  children: ReactNode;
}) {
  return <PicturesContext value={pictures}>{children}</PicturesContext>;
}

function usePicture(image: Image, slot: PhotoSlot): PictureData | undefined {
  const pictures = use(PicturesContext);
  if (!isPhotoSrc(image.src) || pictures === null) return undefined;
  const picture = pictures[pictureKey(slot, image)];
  if (!picture)
    throw new Error(`No built picture for ${image.src} as a ${slot} picture: the page's loader must pass it`);
  return picture;
}

/** The size a catalogue picture is laid out at: an illustration's own, a photograph's largest output. */
export function useImageSize(image: Image, slot: PhotoSlot): { width?: number; height?: number } {
  const picture = usePicture(image, slot);
  return picture ? { width: picture.width, height: picture.height } : { width: image.width, height: image.height };
}

/**
 * A catalogue picture in one place of the layout (`slot`). A photograph becomes `<picture>`: AVIF,
 * then WebP, then JPEG, each at every width the place needs, with its intrinsic size reserved
 * and a tiny blurred copy shown until it arrives. A drawn illustration stays one `<img>`.
 * `priority` marks the picture that is the page's largest paint (the hero): fetched first, never
 * lazily; every other picture loads as it nears the viewport.
 */
export function CatalogueImage({
  image,
  slot,
  priority = false,
  className,
}: {
  image: Image;
  slot: PhotoSlot;
  priority?: boolean;
  className?: string;
}) {
  const picture = usePicture(image, slot);
  // When the browser fetches the picture: the page's main one first, any other as it comes near.
  const fetching = { loading: priority ? undefined : "lazy", fetchPriority: priority ? "high" : undefined } as const;
  if (!picture) {
    const { src, alt, width, height } = image;
    return <img className={className} src={src} alt={alt} width={width} height={height} {...fetching} />;
  }
  return (
    <span className={className ? `photo ${className}` : "photo"}>
      <img
        className="photo__placeholder"
        src={picture.placeholder}
        alt=""
        width={picture.width}
        height={picture.height}
      />
      <picture>
        {picture.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
        ))}
        <img
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={picture.sizes}
          width={picture.width}
          height={picture.height}
          alt={image.alt}
          {...fetching}
          decoding={priority ? undefined : "async"}
        />
      </picture>
    </span>
  );
}
