// The build's image pipeline (build time only; the site and the API never load it): every
// photograph the catalogue shows becomes AVIF, WebP and JPEG at the widths of its place in the
// layout, cropped to that place, upright, in sRGB, with no metadata (EXIF, GPS position, camera)
// left in any output. Outputs are cached by content: an unchanged photograph costs nothing.
import { createHash } from "node:crypto";
import { accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { basename, dirname, extname, join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { cropHeight, largestWidth, type PhotoPosition, type PhotoSlot, photoSlots } from "./slots";

/** Bump when an encoder setting changes, so cached outputs are made again. */
const pipelineVersion = 3;
// AVIF at effort 2, not sharp's default 4: a clean checkout encodes every photograph once, and
// effort 4 took 8 times the CPU (3.6 s against 0.44 s for a 1600 px hero) for files 8-12 % smaller.
// Quality 42, not 50: the 800 px hero a phone's first screen shows is 25-28 % smaller (24.1 →
// 17.7 KB, 19.8 → 14.5 KB, 16.7 → 12.0 KB for three of the photographs), with no difference to
// see at the size it is shown: less for a phone to fetch (decision 034).
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 42, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 70, effort: 4 }),
  jpg: (image: Sharp) => image.jpeg({ quality: 72, mozjpeg: true }),
} as const;
export type PhotoFormat = keyof typeof encoders;
/** Width of the blurred placeholder; a few hundred bytes inline in the page. */
const placeholderWidth = 16;

/**
 * Where outputs are kept between builds: the user's cache (`~/.cache/brightwater/photos`), shared
 * by every checkout on the machine, so a fresh clone encodes nothing a build here has encoded before
 * (entries are named by the photograph's bytes, its place and the encoder's versions). Where that
 * folder cannot be made, this package's node_modules/.cache (never committed).
 */
export function defaultPhotoCacheDir(): string {
  const shared = join(homedir(), ".cache", "brightwater", "photos");
  try {
    mkdirSync(shared, { recursive: true });
    accessSync(shared, constants.W_OK);
    return shared;
  } catch {
    const require = createRequire(import.meta.url);
    return join(dirname(require.resolve("@brightwater/content/package.json")), "node_modules", ".cache", "photos");
  }
}

/** What one photograph in one place became; file names, relative to the cache directory. */
export interface CachedPicture {
  width: number;
  height: number;
  placeholder: string;
  outputs: Record<PhotoFormat, { width: number; file: string }[]>;
}

/** The upright size of a photograph (EXIF orientations 5-8 turn it on its side). */
interface Size {
  width: number;
  height: number;
}

/**
 * Transform of one photograph to one place: upright, cropped, flattened onto white, sRGB. A side
 * is sharp's own crop; a focal point scales the photograph to cover the place and cuts the window
 * centered on the point, moved inside the photograph where the point is near an edge.
 */
function cropped(source: Buffer, upright: Size, target: Size, position: PhotoPosition): Sharp {
  const image = sharp(source, { failOn: "error" }).rotate();
  if (typeof position === "string") image.resize(target.width, target.height, { fit: "cover", position });
  else {
    const scale = Math.max(target.width / upright.width, target.height / upright.height);
    const width = Math.max(target.width, Math.round(upright.width * scale));
    const height = Math.max(target.height, Math.round(upright.height * scale));
    const start = (focus: number, length: number, window: number) =>
      Math.min(length - window, Math.max(0, Math.round((focus / 100) * length - window / 2)));
    image.resize(width, height).extract({
      left: start(position.x, width, target.width),
      top: start(position.y, height, target.height),
      width: target.width,
      height: target.height,
    });
  }
  return image.flatten({ background: "#ffffff" }).toColourspace("srgb");
}

/**
 * Writes a file whole or not at all: builds running side by side (tests build their own copies
 * of the site) share the cache, and none may read another's half-written file.
 */
function writeAtomically(path: string, data: Buffer | string): void {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

async function makePicture(
  source: Buffer,
  src: string,
  slot: PhotoSlot,
  position: PhotoPosition,
  stem: string,
  cacheDir: string,
): Promise<CachedPicture> {
  const metadata = await sharp(source).metadata();
  const sideways = (metadata.orientation ?? 1) >= 5;
  const sourceWidth = sideways ? metadata.height : metadata.width;
  const sourceHeight = sideways ? metadata.width : metadata.height;
  const upright = { width: sourceWidth, height: sourceHeight };
  const need = largestWidth(slot);
  if (sourceWidth < need || sourceHeight < cropHeight(slot, need)) {
    throw new Error(
      `${src} is ${sourceWidth} × ${sourceHeight} px; the ${slot} picture needs at least ${need} × ${cropHeight(slot, need)} px (run content:check)`,
    );
  }
  const outputs: CachedPicture["outputs"] = { avif: [], webp: [], jpg: [] };
  for (const width of photoSlots[slot].widths) {
    const height = cropHeight(slot, width);
    await Promise.all(
      (Object.keys(encoders) as PhotoFormat[]).map(async (format) => {
        const file = `${stem}-${width}.${format}`;
        const data = await encoders[format](cropped(source, upright, { width, height }, position)).toBuffer();
        writeAtomically(join(cacheDir, file), data);
        outputs[format].push({ width, file });
      }),
    );
  }
  for (const list of Object.values(outputs)) list.sort((a, b) => a.width - b.width);
  const placeholderSize = { width: placeholderWidth, height: cropHeight(slot, placeholderWidth) };
  const placeholder = await cropped(source, upright, placeholderSize, position).webp({ quality: 40 }).toBuffer();
  return {
    width: need,
    height: cropHeight(slot, need),
    placeholder: `data:image/webp;base64,${placeholder.toString("base64")}`,
    outputs,
  };
}

/**
 * One photograph in one place: found in the cache by its content and the place's settings, or
 * made and cached. Returns the output file names (in `cacheDir`) and the placeholder.
 */
export async function cachedPicture(options: {
  source: Buffer;
  src: string;
  slot: PhotoSlot;
  position: PhotoPosition;
  cacheDir: string;
}): Promise<CachedPicture> {
  const { source, src, slot, position, cacheDir } = options;
  const hash = createHash("sha256")
    .update(JSON.stringify({ pipelineVersion, encoder: sharp.versions, slot: photoSlots[slot], position }))
    .update(source)
    .digest("hex")
    .slice(0, 10);
  const stem = `${basename(src, extname(src))}-${slot}-${hash}`;
  const entryFile = join(cacheDir, `${stem}.json`);
  if (existsSync(entryFile)) {
    const entry = JSON.parse(readFileSync(entryFile, "utf8")) as CachedPicture;
    const complete = Object.values(entry.outputs).every((list) =>
      list.every(({ file }) => existsSync(join(cacheDir, file))),
    );
    if (complete) return entry;
  }
  mkdirSync(cacheDir, { recursive: true });
  const entry = await makePicture(source, src, slot, position, stem, cacheDir);
  // Written last and renamed into place: a build stopped halfway leaves no entry to trust.
  writeAtomically(entryFile, JSON.stringify(entry));
  return entry;
}
