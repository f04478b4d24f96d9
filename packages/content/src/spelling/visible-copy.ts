import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatPath } from "../schema/catalogue-error";

/** One string a visitor may read, and where the catalogue keeps it. */
export interface CopyLine {
  file: string;
  path: string;
  text: string;
}

// Keys whose values a visitor never reads as words: the editor's notes, addresses, names of icons
// and analytics labels, identifiers.
const notCopy = new Set([
  "$schema",
  "source",
  "sources",
  "href",
  "src",
  "url",
  "applyUrl",
  "licenseUrl",
  "obtainedFrom",
  "icon",
  "id",
  "ids",
  "slug",
  "city",
  "path",
  "parent",
  "trackLabel",
  "callTrackLabel",
  "variant",
  "type",
  "kind",
  "layout",
  "tone",
  "style",
  "service",
  "services",
  "topic",
  "e164",
  "email",
  "timeZone",
  "placeId",
  // A file input's accepted types.
  "accept",
  // The city template's sections, by name.
  "sections",
]);

// A web address, a site path or an identifier: not words.
const notWords = /^(https?:\/\/|\/|#|mailto:|tel:|sms:)|^[a-z0-9]+(-[a-z0-9]+)+$/;

function jsonCopy(file: string, raw: unknown): CopyLine[] {
  const lines: CopyLine[] = [];
  const walk = (node: unknown, path: PropertyKey[]) => {
    if (typeof node === "string") {
      if (!notWords.test(node)) lines.push({ file, path: formatPath(path), text: node });
    } else if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, [...path, index]);
    } else if (node !== null && typeof node === "object") {
      for (const [key, item] of Object.entries(node)) if (!notCopy.has(key)) walk(item, [...path, key]);
    }
  };
  walk(raw, []);
  return lines;
}

/** An article: its front matter's words (not its date or the editor's `authorSource`) and its body. */
function articleCopy(file: string, text: string): CopyLine[] {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  const front = match?.[1] ?? "";
  const body = match ? (match[2] ?? "") : text;
  const fields = front
    .split(/\r?\n/)
    .map((line) => /^(title|excerpt|author|tags):\s*(.*)$/.exec(line))
    .flatMap((field) => (field ? [{ file, path: field[1] ?? "", text: field[2] ?? "" }] : []));
  const paragraphs = body
    .split(/\r?\n/)
    .map((line, index) => ({ file, path: `line ${index + 1} of the body`, text: line }));
  return [...fields, ...paragraphs].filter((line) => line.text.trim() !== "");
}

function list(dir: string, folder: string, extension: string): string[] {
  try {
    return readdirSync(join(dir, folder))
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => `${folder}/${name}`);
  } catch {
    return [];
  }
}

/** Every string of the catalogue at `dir` that a page may show, file by file. */
export function visibleCopy(dir: string): CopyLine[] {
  const jsonFiles = [
    "business.json",
    "navigation.json",
    "forms.json",
    "offer-popup.json",
    "booking.json",
    "testimonials.json",
    ...list(dir, "pages", ".json"),
    ...list(dir, "templates", ".json"),
    ...list(dir, "cities", ".json"),
  ];
  return [
    ...jsonFiles.flatMap((file) => jsonCopy(file, JSON.parse(readFileSync(join(dir, file), "utf8")))),
    ...list(dir, "articles", ".md").flatMap((file) => articleCopy(file, readFileSync(join(dir, file), "utf8"))),
  ];
}
