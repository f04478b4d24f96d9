import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { catalogueUnderTest } from "./catalogue-under-test";

const copies: string[] = [];

/** Removes the copies the test made (src/test/after-each.ts). */
export function removeCopies(): void {
  while (copies.length > 0) rmSync(copies.pop() as string, { recursive: true, force: true });
}

/** A throwaway copy of the real catalogue that a test may break. */
export function catalogueCopy() {
  const dir = mkdtempSync(join(tmpdir(), "catalogue-"));
  copies.push(dir);
  cpSync(catalogueUnderTest, dir, { recursive: true });
  return {
    dir,
    edit(file: string, change: (json: Record<string, unknown>) => void) {
      const path = join(dir, file);
      const json = JSON.parse(readFileSync(path, "utf8"));
      change(json);
      writeFileSync(path, JSON.stringify(json, null, 2));
    },
    write(file: string, json: unknown) {
      writeFileSync(join(dir, file), JSON.stringify(json, null, 2));
    },
    /** A text file (an article) changed in place, or written anew. */
    editText(file: string, change: (text: string) => string) {
      const path = join(dir, file);
      writeFileSync(path, change(readFileSync(path, "utf8")));
    },
    writeText(file: string, text: string) {
      writeFileSync(join(dir, file), text);
    },
    read(file: string): Record<string, unknown> {
      return JSON.parse(readFileSync(join(dir, file), "utf8"));
    },
  };
}
