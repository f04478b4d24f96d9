import { mkdirSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/**
 * Writes a file whole or not at all: to a temporary name beside it, then renamed over it, so a
 * server reading it meanwhile sees the old file or the new one, never part of one. Makes its
 * folder (a new page's) when there is none.
 */
export function writeWhole(path: string, content: string | Buffer): void {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(temporary, content);
    renameSync(temporary, path);
  } catch (error) {
    try {
      unlinkSync(temporary);
    } catch {
      // Never written.
    }
    throw error;
  }
}
