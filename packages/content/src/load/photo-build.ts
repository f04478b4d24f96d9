// Every photograph the catalogue shows, made by the image pipeline (photos/pipeline.ts) for every
// place it is shown. It sits with the loader, not with the photographs, because it reads the
// loaded catalogue; like the pipeline it runs at build time only (the site and the API never load it).
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { cachedPicture, defaultPhotoCacheDir, type PhotoFormat } from "../photos/pipeline";
import { type PhotoPosition, type PhotoSlot, type PictureData, photoSlots, pictureKey } from "../photos/slots";
import { pagePhotoUses, photoUses } from "../photos/uses";
import type { PageEntry } from "../schema/page";
import { defaultCatalogueDir } from "./catalogue-dir";
import { loadCatalogue } from "./load";

/** The URL the outputs are served under unless told otherwise. */
export const photoUrlPrefix = "/assets/photos/";

export interface PhotoBuild {
  /** `pictureKey(slot, image)` → what `<picture>` needs. */
  pictures: Record<string, PictureData>;
  /** Every output file: its name under the URL prefix → its path in the cache. */
  files: Map<string, string>;
}

export interface PhotoBuildOptions {
  catalogueDir?: string;
  cacheDir?: string;
  /** The URL the outputs are served under. */
  urlPrefix?: string;
}

/**
 * Makes (or finds in the cache) every photograph the catalogue shows, in every place it is shown.
 * Fails, naming the file, when a photograph is missing or smaller than its place needs.
 */
export async function buildPhotos(options: PhotoBuildOptions = {}): Promise<PhotoBuild> {
  const catalogueDir = options.catalogueDir ?? defaultCatalogueDir();
  const cacheDir = options.cacheDir ?? defaultPhotoCacheDir();
  const urlPrefix = options.urlPrefix ?? photoUrlPrefix;
  mkdirSync(cacheDir, { recursive: true });

  const catalogue = loadCatalogue(catalogueDir);
  const wanted = new Map<string, { src: string; slot: PhotoSlot; position: PhotoPosition }>();
  for (const use of photoUses(catalogue)) wanted.set(pictureKey(use.slot, use), use);

  const pictures: Record<string, PictureData> = {};
  const files = new Map<string, string>();
  const sources = new Map<string, Buffer>();
  for (const [key, { src, slot, position }] of wanted) {
    const path = join(catalogueDir, src);
    if (!existsSync(path)) throw new Error(`${src}: no such photograph in ${catalogueDir}`);
    const source = sources.get(src) ?? readFileSync(path);
    sources.set(src, source);
    const entry = await cachedPicture({ source, src, slot, position, cacheDir });
    for (const list of Object.values(entry.outputs)) for (const { file } of list) files.set(file, join(cacheDir, file));
    const srcSet = (format: PhotoFormat) =>
      entry.outputs[format].map(({ width, file }) => `${urlPrefix}${file} ${width}w`).join(", ");
    const largestJpeg = entry.outputs.jpg.at(-1)?.file ?? "";
    pictures[key] = {
      width: entry.width,
      height: entry.height,
      sizes: photoSlots[slot].sizes,
      sources: [
        { type: "image/avif", srcSet: srcSet("avif") },
        { type: "image/webp", srcSet: srcSet("webp") },
      ],
      src: `${urlPrefix}${largestJpeg}`,
      srcSet: srcSet("jpg"),
      placeholder: entry.placeholder,
    };
  }
  return { pictures, files };
}

/** The pictures one page shows, keyed as the renderer looks them up. */
export function pagePictures(page: PageEntry, build: PhotoBuild): Record<string, PictureData> {
  const pictures: Record<string, PictureData> = {};
  for (const use of pagePhotoUses(page)) {
    const key = pictureKey(use.slot, use);
    const picture = build.pictures[key];
    if (!picture) throw new Error(`${use.src}: not in the photo build (page ${use.page}, ${use.at})`);
    pictures[key] = picture;
  }
  return pictures;
}
