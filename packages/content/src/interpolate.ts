import { formatPath, type Problem } from "./catalogue-error";

export type Placeholders = Readonly<Record<string, string>>;

const token = /\{([a-zA-Z]+)\}/g;

/**
 * Replaces `{name}` placeholders in every string of a JSON value. Catalogue text says `{phone}`
 * instead of repeating the number, so each fact has one source. An unknown placeholder is a
 * problem, not silently left in the page.
 */
export function interpolate(value: unknown, placeholders: Placeholders, file: string, problems: Problem[]): unknown {
  const walk = (node: unknown, path: PropertyKey[]): unknown => {
    if (typeof node === "string") {
      return node.replace(token, (match, name: string) => {
        const replacement = placeholders[name];
        if (replacement !== undefined) return replacement;
        problems.push({ file, path: formatPath(path), message: `unknown placeholder ${match}` });
        return match;
      });
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, [...path, index]));
    if (node !== null && typeof node === "object") {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, [...path, key])]));
    }
    return node;
  };
  return walk(value, []);
}
