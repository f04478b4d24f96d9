import { formatPath } from "../load/catalogue-error";

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
