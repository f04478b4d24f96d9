import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// The catalogue's files as they stand on disk, for the launch checks that read a file itself
// rather than the loaded catalogue.

export function readJson(dir: string, file: string): unknown {
  return JSON.parse(readFileSync(join(dir, file), "utf8"));
}

/** The JSON files of a catalogue folder, as paths from the catalogue (`pages/home.json`); none when it is missing. */
export function listJson(dir: string, folder: string): string[] {
  try {
    return readdirSync(join(dir, folder))
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => `${folder}/${name}`);
  } catch {
    return [];
  }
}

/** The names of the Markdown files in a catalogue folder, sorted; none when it is missing. */
export function listMarkdown(dir: string, folder: string): string[] {
  try {
    return readdirSync(join(dir, folder))
      .filter((name) => name.endsWith(".md"))
      .sort();
  } catch {
    return [];
  }
}
