// The photograph checks of `content:check` (build time only: it reads the files with sharp).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { Catalogue } from "../schema/catalogue";
import type { Problem } from "../schema/catalogue-error";
import { problemsFromZod } from "../schema/catalogue-error";
import { photoCreditSchema } from "./credit";
import { cropHeight, largestWidth } from "./slots";
import type { PhotoUse } from "./uses";
import { photoUses } from "./uses";

/** Straight from a phone a photograph is 3-8 MB; past this it is a scan or a RAW export. */
export const photoMaxBytes = 15 * 1024 * 1024;
const formats = new Set(["jpeg", "png", "webp"]);

/** The sidecar with a photograph's license facts: `photos/van.jpg` → `photos/van.json`. */
export function creditFileOf(src: string): string {
  return src.replace(/\.[a-z]+$/, ".json");
}

/** Where an editor chose a photograph: the catalogue file and JSON path, not the built page. */
type Place = (use: PhotoUse) => { file: string; path: string };

function placeIn(catalogue: Catalogue): Place {
  return (use) => {
    const file = catalogue.pageFiles.get(use.page) ?? use.page;
    // A city page's hero picture is the entry's own, or else the template's for every town.
    if (file.startsWith("cities/") && use.at === "blocks[0].image") {
      const entry = catalogue.cityEntries.find((city) => `cities/${city.slug}.json` === file);
      return entry?.heroImage ? { file, path: "heroImage" } : { file: "templates/city-page.json", path: "hero.image" };
    }
    return { file, path: use.at };
  };
}

const where = (place: { file: string; path: string }) => `(chosen in ${place.file}: ${place.path})`;

/** Problems with one photograph file, for every place it is shown. */
async function checkPhoto(dir: string, src: string, uses: PhotoUse[], place: Place): Promise<Problem[]> {
  const file = join(dir, src);
  if (!existsSync(file)) {
    return uses.map((use) => {
      const at = place(use);
      return {
        file: at.file,
        path: `${at.path}.src`,
        message: `"${src}" is not in the catalogue's photos folder: check the name, or add the photograph there`,
      };
    });
  }
  const bytes = statSync(file).size;
  if (bytes > photoMaxBytes) {
    const mb = (value: number) => (value / 1024 / 1024).toFixed(1);
    return [
      {
        file: src,
        path: "",
        message: `${mb(bytes)} MB is over the ${mb(photoMaxBytes)} MB limit for a photograph; export it smaller`,
      },
    ];
  }
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(file).metadata();
    if (!formats.has(metadata.format)) {
      return [{ file: src, path: "", message: `is ${metadata.format}; a photograph must be JPEG, PNG or WebP` }];
    }
    // A phone stores a portrait photo sideways with an orientation tag; the build turns it upright.
    const sideways = (metadata.orientation ?? 1) >= 5;
    width = sideways ? metadata.height : metadata.width;
    height = sideways ? metadata.width : metadata.height;
  } catch (error) {
    return [{ file: src, path: "", message: `cannot be read as an image: ${(error as Error).message}` }];
  }
  const problems: Problem[] = [];
  for (const use of uses) {
    const needWidth = largestWidth(use.slot);
    const needHeight = cropHeight(use.slot, needWidth);
    if (width < needWidth || height < needHeight) {
      problems.push({
        file: src,
        path: "",
        message: `is ${width} × ${height} px; the ${use.slot} picture is shown up to ${needWidth} × ${needHeight} px ${where(place(use))}: choose a larger original`,
      });
    }
  }
  return problems;
}

function checkCredit(dir: string, src: string): Problem[] {
  const credit = creditFileOf(src);
  if (!existsSync(join(dir, credit))) {
    return [{ file: src, path: "", message: `has no license facts: add ${credit} (see photos/README.md)` }];
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(dir, credit), "utf8"));
  } catch (error) {
    return [{ file: credit, path: "", message: (error as Error).message }];
  }
  const result = photoCreditSchema.safeParse(raw);
  return result.success ? [] : problemsFromZod(credit, result.error, raw);
}

/**
 * Every photograph the catalogue shows exists, is readable, not too large, at least as wide and
 * tall as the largest size it is shown at, and has its license facts beside it; so does every
 * photograph in photos/ that no page shows yet.
 */
export async function checkPhotos(catalogue: Catalogue, dir: string): Promise<Problem[]> {
  const bySrc = new Map<string, PhotoUse[]>();
  for (const use of photoUses(catalogue)) bySrc.set(use.src, [...(bySrc.get(use.src) ?? []), use]);
  const inFolder = existsSync(join(dir, "photos"))
    ? readdirSync(join(dir, "photos"))
        .filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
        .map((name) => `photos/${name}`)
    : [];
  const problems: Problem[] = [];
  for (const src of new Set([...bySrc.keys(), ...inFolder])) {
    const uses = bySrc.get(src);
    if (uses) problems.push(...(await checkPhoto(dir, src, uses, placeIn(catalogue))));
    if (existsSync(join(dir, src))) problems.push(...checkCredit(dir, src));
  }
  return problems;
}

/**
 * A warning for each stock photograph a page still shows, naming the pages: the owner's own
 * photographs replace them before launch.
 */
export function stockPhotoWarnings(catalogue: Catalogue, dir: string): Problem[] {
  const pagesOf = new Map<string, Set<string>>();
  for (const use of photoUses(catalogue)) pagesOf.set(use.src, (pagesOf.get(use.src) ?? new Set()).add(use.page));
  const warnings: Problem[] = [];
  for (const [src, pages] of pagesOf) {
    const credit = creditFileOf(src);
    if (!existsSync(join(dir, credit))) continue;
    const parsed = photoCreditSchema.safeParse(JSON.parse(readFileSync(join(dir, credit), "utf8")));
    if (!parsed.success || !parsed.data.stock) continue;
    warnings.push({
      file: src,
      path: "",
      message: `stock photograph (${parsed.data.license}) still shown on ${[...pages].join(", ")}: replace it with the office's own before launch`,
    });
  }
  return warnings;
}
