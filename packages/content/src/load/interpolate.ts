import { formatPath, type Problem } from "../schema/catalogue-error";

/**
 * Placeholder values by name. `null` is a fact the business has not given (financing terms not
 * yet agreed): the list item that names it is left out of the page, so nothing stands in its place.
 */
export type Placeholders = Readonly<Record<string, string | null>>;

const token = /\{([a-zA-Z]+)\}/g;

/** Marks a list item to leave out; never reaches a page. */
const absent = Symbol("absent fact");

/** The lines kept, with no run of blank lines left where one was taken out; nothing kept: absent. */
function withoutAbsentLines(lines: (string | typeof absent)[]): string | typeof absent {
  const kept = lines.filter((line): line is string => line !== absent);
  if (kept.length === lines.length) return kept.join("\n");
  const text = kept
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return text === "" ? absent : text;
}

/**
 * Replaces `{name}` placeholders in every string of a JSON value. Catalogue text says `{phone}`
 * instead of repeating the number, so each fact has one source. An unknown placeholder is a
 * problem, not silently left in the page. A list item that names a missing fact is dropped, and so
 * is a line of a Markdown text (a paragraph, a list item); a missing fact outside any list is a
 * problem, since there is nothing to drop.
 */
export function interpolate(value: unknown, placeholders: Placeholders, file: string, problems: Problem[]): unknown {
  let firstMissing: string | undefined;
  const walk = (node: unknown, path: PropertyKey[]): unknown => {
    if (typeof node === "string") {
      const fillLine = (line: string): string | typeof absent => {
        let missing = false;
        const text = line.replace(token, (match, name: string) => {
          const replacement = placeholders[name];
          if (replacement === null) {
            missing = true;
            return match;
          }
          if (replacement !== undefined) return replacement;
          problems.push({ file, path: formatPath(path), message: `unknown placeholder ${match}` });
          return match;
        });
        return missing ? absent : text;
      };
      // Markdown: a line (a paragraph, a list item) that names a missing fact is left out, the rest stays.
      const text = node.includes("\n") ? withoutAbsentLines(node.split("\n").map(fillLine)) : fillLine(node);
      if (text !== absent) return text;
      firstMissing ??= formatPath(path);
      return absent;
    }
    if (Array.isArray(node)) {
      return node.map((item, index) => walk(item, [...path, index])).filter((item) => item !== absent);
    }
    if (node !== null && typeof node === "object") {
      const entries = Object.entries(node).map(([key, item]) => [key, walk(item, [...path, key])] as const);
      return entries.some(([, item]) => item === absent) ? absent : Object.fromEntries(entries);
    }
    return node;
  };
  const result = walk(value, []);
  if (result === absent) {
    problems.push({
      file,
      path: firstMissing ?? "",
      message:
        "names a fact business.json does not give, outside any list item that could be left out: move it into a list item (an action, a checklist item) or give the fact",
    });
    return undefined;
  }
  return result;
}
