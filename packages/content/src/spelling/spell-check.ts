// The catalogue's copy against an American English dictionary (cspell, en-US), with the project's
// own words (names of people, places and products) in project-words.txt beside cspell.json.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CopyLine, visibleCopy } from "./visible-copy";

/** A word the dictionary does not know, or a spelling the project refuses (British forms). */
export interface Misspelling extends CopyLine {
  word: string;
}

const packageDir = new URL("../../", import.meta.url).pathname;
const cspell = join(packageDir, "node_modules/.bin/cspell");
const config = join(packageDir, "cspell.json");

/** "copy-3.txt:12:5 - Unknown word (licence)" and "… - Forbidden word (licence)". */
const report = /^(.+?):(\d+):\d+ - \w+ word \((.+?)\)/;

// Fields that hold names: a town, its neighborhoods and neighbors, an office and its address.
const nameField = /(^|\.)(name|names\[\d+\]|aliases\[\d+\]|address)$/;

/** The capitalized words of a file's name fields: the proper names that file brings, and only those. */
function ownNames(copy: readonly CopyLine[]): string[] {
  const words = copy
    .filter((line) => nameField.test(line.path))
    .flatMap((line) => line.text.split(/[^\p{L}']+/u))
    .filter((word) => /^\p{Lu}\p{L}+$/u.test(word));
  return [...new Set(words)];
}

/**
 * Checks every string a page may show, each on its own line of a file per catalogue file, and
 * names each misspelling with its file and JSON path.
 */
export function spellCheck(dir: string): Misspelling[] {
  const lines = visibleCopy(dir);
  const files = new Map<string, CopyLine[]>();
  for (const line of lines) files.set(line.file, [...(files.get(line.file) ?? []), line]);
  const work = mkdtempSync(join(tmpdir(), "spell-"));
  try {
    const names = [...files.entries()].map(([_file, copy], index) => {
      const name = `copy-${index}.txt`;
      // The file's own names are words of that file: a new town's places spell themselves.
      const header = `cspell:words ${ownNames(copy).join(" ")}`;
      writeFileSync(
        join(work, name),
        `${[header, ...copy.map((line) => line.text.replace(/\s+/g, " "))].join("\n")}\n`,
      );
      return [name, copy] as const;
    });
    const byName = new Map(names);
    const result = spawnSync(
      cspell,
      ["--no-progress", "--no-summary", "--no-color", "--no-must-find-files", "--config", config, "*.txt"],
      { cwd: work, encoding: "utf8" },
    );
    if (result.error) throw result.error;
    if (result.status !== 0 && result.status !== 1) throw new Error(`cspell failed: ${result.stderr}`);
    return result.stdout.split("\n").flatMap((output) => {
      const [, name = "", row = "0", word = ""] = report.exec(output) ?? [];
      // (Row 1 is the header of the file's own names.)
      const line = byName.get(name.replace(/^.*\//, ""))?.[Number(row) - 2];
      return line ? [{ ...line, word }] : [];
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
