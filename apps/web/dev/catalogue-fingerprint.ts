import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The catalogue's own files: JSON and Markdown. */
export const catalogueFile = /\.(json|md)$/;

/** One hash of every JSON and Markdown file of the catalogue: equal when nothing was saved since. */
export function catalogueFingerprint(dir: string): string {
  const hash = createHash("sha1");
  for (const name of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    if (!catalogueFile.test(name)) continue;
    hash.update(`${name}\0`);
    try {
      hash.update(readFileSync(join(dir, name)));
    } catch {
      // Deleted or renamed meanwhile: the next event says so.
    }
  }
  return hash.digest("hex");
}
