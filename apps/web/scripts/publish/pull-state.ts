// What a pull leaves behind while it works past the fast-forward: the live commit it came from,
// the commit it went to, and the server's own list of published paths. A pull that ends any way
// but its own (a crash, a kill, a timeout) leaves this file, and the next look puts the checkout
// back from it before anything else (decision 037).
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { writeWhole } from "./write-whole";

/** In the checkout's git folder; `npm run publish -- --pull` looks for it before a quiet tick ends (scripts/publish.mjs). */
export const pendingFile = "brightwater-publish-pending.json";

const pendingSchema = z.object({
  live: z.string().regex(/^[0-9a-f]{40}$/),
  target: z.string().regex(/^[0-9a-f]{40}$/),
  /** The checkout's published-paths.json before the pull, when the server had added to it. */
  ours: z.string().nullable(),
});
export type Pending = z.infer<typeof pendingSchema>;

export function readPending(dir: string): Pending | null {
  const file = join(dir, pendingFile);
  if (!existsSync(file)) return null;
  return pendingSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

export function writePending(dir: string, pending: Pending): void {
  writeWhole(join(dir, pendingFile), `${JSON.stringify(pending)}\n`);
}

export function clearPending(dir: string): void {
  rmSync(join(dir, pendingFile), { force: true });
}

/** A list of published paths as the record holds them: a JSON list of strings. */
export function pathList(text: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every((path) => typeof path === "string") ? parsed : null;
  } catch {
    return null;
  }
}

/** Both sides' published paths, each once, sorted: what the record means. Ours is never dropped. */
export function publishedUnion(ours: string, theirs: string): string {
  const paths = new Set<string>([...(pathList(ours) ?? []), ...(pathList(theirs) ?? [])]);
  return `${JSON.stringify([...paths].sort(), null, 2)}\n`;
}
