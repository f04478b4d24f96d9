import { formatPath } from "../schema/catalogue-error";

export interface SiteLink {
  /** JSON path of the value that holds the link. */
  path: string;
  /** The linked site path, without its #anchor. */
  target: string;
}

const linkKeys = new Set(["href", "primaryHref", "backHref"]);
const markdownLink = /\]\((\/[^)\s]*)\)/g;

const targetOf = (href: string) => href.split("#")[0] || "/";

/** Every link to a page of this site in a catalogue value: href fields and Markdown links. */
export function siteLinks(value: unknown, at: PropertyKey[] = []): SiteLink[] {
  if (typeof value === "string") {
    const key = at.at(-1);
    if (typeof key === "string" && linkKeys.has(key)) {
      return value.startsWith("/") ? [{ path: formatPath(at), target: targetOf(value) }] : [];
    }
    return [...value.matchAll(markdownLink)].map((match) => ({
      path: formatPath(at),
      target: targetOf(match[1] ?? "/"),
    }));
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => siteLinks(item, [...at, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => siteLinks(item, [...at, key]));
  }
  return [];
}

/** A link target that looks like a path but is another site to a browser: "//host", "/\\host". */
export const offSitePath = /^\/[/\\]/;

/** The problem's words for such a link, the same in every file that has one. */
export const offSiteMessage = (target: string) =>
  `links to another site ("${target}"): a link to this site is a path with one leading slash; write another site's address in full (https://…)`;

/** Markdown links in `text` whose target is another site dressed as a path, with their line (1 = the first). */
export function offSiteMarkdownLinks(text: string): { line: number; target: string }[] {
  return text.split("\n").flatMap((content, index) =>
    [...content.matchAll(markdownLink)]
      .map((match) => match[1] ?? "")
      .filter((target) => offSitePath.test(target))
      .map((target) => ({ line: index + 1, target })),
  );
}
