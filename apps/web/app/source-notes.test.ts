import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defaultCatalogueDir, sourceNoteKeys } from "@brightwater/content";
import { describe, expect, it } from "vitest";

// Checks the build output: `turbo test` runs after `turbo build`.
const clientDir = new URL("../build/client/", import.meta.url).pathname;
const catalogueDir = defaultCatalogueDir();

/** Every file of a folder, at any depth. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every editor's note in the catalogue's JSON: the values of its `source` and `sources` keys. */
function sourceNotes(): string[] {
  const notes: string[] = [];
  const walk = (node: unknown, note: boolean) => {
    if (typeof node === "string") {
      if (note) notes.push(node);
    } else if (Array.isArray(node)) {
      for (const item of node) walk(item, note);
    } else if (node !== null && typeof node === "object") {
      for (const [key, item] of Object.entries(node))
        walk(item, note || (sourceNoteKeys as readonly string[]).includes(key));
    }
  };
  for (const file of filesUnder(catalogueDir).filter((path) => path.endsWith(".json")))
    walk(JSON.parse(readFileSync(file, "utf8")), false);
  return notes;
}

/**
 * The longest stretch of a note that no HTML or JSON escaping changes: what the built files would
 * hold word for word if the note reached them. Stretches under 20 characters ("Google", the name a
 * rating is shown with) are words a page may show, not notes.
 */
function fingerprint(note: string): string | undefined {
  const [longest = ""] = note.split(/["'&<>\\\n]/).sort((a, b) => b.length - a.length);
  return longest.trim().length >= 20 ? longest.trim() : undefined;
}

describe("source notes", () => {
  const notes = sourceNotes().flatMap((note) => fingerprint(note) ?? []);
  const built = filesUnder(clientDir).filter((path) => path.endsWith(".html") || path.endsWith(".data"));

  it("are read from the catalogue: the claims', the hours', the towns' and the pages'", () => {
    expect(notes.length).toBeGreaterThan(50);
    expect(built.some((path) => path.endsWith(".data"))).toBe(true);
  });

  it("reach no built page: neither its HTML nor its loader data", () => {
    const leaks = built.flatMap((path) => {
      const text = readFileSync(path, "utf8");
      return notes.filter((note) => text.includes(note)).map((note) => `${path.slice(clientDir.length)}: ${note}`);
    });
    expect(leaks).toEqual([]);
  });
});
