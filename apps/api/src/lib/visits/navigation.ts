import type { IncomingHttpHeaders } from "node:http";
import { withSource } from "../intake/lead-attribution";

/** The longest source kept; a longer one is cut (a source is what a visitor's link says). */
export const sourceMaxLength = 60;

/**
 * A source as the report groups it: lower case, spaces and anything but letters, digits and
 * `.-_/:+` made one "-", at most `sourceMaxLength` characters; "direct" when nothing is left.
 * Used for the visits counted and for the leads and call taps they are compared with, so that
 * "Google", "google " and "google" are one row.
 */
export function normalizeSource(source: string): string {
  const cleaned = source
    .toLowerCase()
    .replace(/\s*\/\s*/g, "/")
    .replace(/[^a-z0-9.\-_/:+]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, sourceMaxLength);
  return cleaned === "" ? "direct" : cleaned;
}

/** A navigation the counter counts: the page, and the visit's source when it is a landing. */
export interface Navigation {
  page: string;
  /** The source of a landing (a navigation from outside the site); null for one from the site's own pages. */
  source: string | null;
}

/** What `navigationOf` reads of a request: its method, path with query, headers and answer. */
export interface ServedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The Host the request was sent to (behind a proxy, the one it forwarded when trusted). */
  host: string;
  statusCode: number;
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : (value ?? "");
};

/** Whether the browser fetches the document ahead of a navigation that may never come. */
function isPrefetch(headers: IncomingHttpHeaders): boolean {
  return /prefetch|prerender/i.test(`${header(headers, "sec-purpose")} ${header(headers, "purpose")}`);
}

/** The Referer's host, when it is this site's own (its public origin, or the Host asked for). */
function fromOwnSite(referer: string, ownHosts: readonly string[]): boolean {
  if (referer === "") return false;
  try {
    return ownHosts.includes(new URL(referer).host.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * The counted navigation of a request, or null: a GET of a document by a browser navigating to
 * it (Sec-Fetch-Dest `document`, Sec-Fetch-Mode `navigate`), not a prefetch, answered 200 or 304,
 * whose path is one of the site's public pages (`pageOf` gives "" for anything else: a 404, the
 * inbox, an asset). Its source is that of a lead's first touch (lead-attribution.ts), normalized.
 */
export function navigationOf(
  request: ServedRequest,
  pageOf: (path: string) => string,
  siteOrigin: string,
): Navigation | null {
  const { headers } = request;
  if (request.method !== "GET" || (request.statusCode !== 200 && request.statusCode !== 304)) return null;
  if (headers["sec-fetch-dest"] !== "document" || headers["sec-fetch-mode"] !== "navigate") return null;
  if (isPrefetch(headers)) return null;
  const page = pageOf(request.url);
  if (page === "") return null;
  const referer = header(headers, "referer");
  const ownHosts = [new URL(siteOrigin).host, request.host.toLowerCase()];
  if (fromOwnSite(referer, ownHosts)) return { page, source: null };
  const attribution = referer === "" ? { landingPage: request.url } : { landingPage: request.url, referrer: referer };
  return { page, source: normalizeSource(withSource(attribution, siteOrigin).source) };
}
