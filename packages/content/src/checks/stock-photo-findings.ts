import { photoUses } from "../photos/uses";
import type { Catalogue } from "../schema/catalogue";
import { readJson } from "./catalogue-files";
import type { AddFinding } from "./launch-finding";

const stockLicense = /pexels|unsplash|pixabay|shutterstock|istock|getty|adobe stock/i;

/** Stock photographs still shown: their licenses forbid implying the people shown are the staff. */
export function stockPhotoFindings(dir: string, catalogue: Catalogue, add: AddFinding): void {
  const inUse = new Map<string, string[]>();
  for (const use of photoUses(catalogue)) inUse.set(use.src, [...(inUse.get(use.src) ?? []), use.page]);
  for (const [src, pages] of inUse) {
    const credit = src.replace(/\.[a-z]+$/, ".json");
    const { license } = readJson(dir, credit) as { license: string };
    if (!stockLicense.test(license)) continue;
    const where = [...new Set(pages)].join(", ");
    add(
      credit,
      "license",
      `a stock photograph (${license}) still in use on ${where}; its license forbids implying the people shown are the company's staff`,
      "replace it with the company's own photograph",
    );
  }
}
