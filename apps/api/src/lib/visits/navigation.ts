import type { IncomingHttpHeaders } from "node:http";
import {
  type Attribution,
  attributionLimits,
  attributionSource,
  campaignParams,
  cleanText,
} from "@brightwater/contracts";

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

/** The site's own hosts and the host its reports leave out, read once per origin. */
const hostsOf = new Map<string, { origin: string; own: string }>();
function siteHosts(siteOrigin: string) {
  let hosts = hostsOf.get(siteOrigin);
  if (!hosts) {
    const url = new URL(siteOrigin);
    hosts = { origin: url.host.toLowerCase(), own: url.hostname.replace(/^www\./, "") };
    hostsOf.set(siteOrigin, hosts);
  }
  return hosts;
}

/** Whether the Referer is one of this site's own pages (its public origin, or the Host asked for). */
function fromOwnSite(referer: string, ownHosts: readonly string[]): boolean {
  if (referer === "") return false;
  try {
    return ownHosts.includes(new URL(referer).host.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * The source a lead with this first touch is given (`withSource` in lead-attribution.ts;
 * visit-counter.test.ts holds the two equal), normalized: the landing URL's campaign fields, else the
 * referring site, else "direct". Only what that needs is parsed: a page's query, a referrer's host.
 */
export function landingSource(url: string, referer: string, siteOrigin: string): string {
  const attribution: Attribution = {};
  const queryAt = url.indexOf("?");
  if (queryAt !== -1) {
    const query = new URLSearchParams(url.slice(queryAt + 1));
    for (const name of campaignParams) {
      const sent = query.get(name);
      const value = sent === null ? "" : cleanText(sent).slice(0, attributionLimits.param);
      if (value) attribution[name] = value;
    }
  }
  if (referer !== "") attribution.referrer = referer;
  return normalizeSource(attributionSource(attribution, siteHosts(siteOrigin).own));
}

/**
 * The counted navigation of a request, or null: a GET of a document by a browser navigating to
 * it (Sec-Fetch-Dest `document`, Sec-Fetch-Mode `navigate`), not a prefetch, answered 200 or 304,
 * whose path is one of the site's public pages (`pageOf` gives "" for anything else: a 404, the
 * inbox, an asset). A landing's source is that of a lead's first touch (lead-attribution.ts).
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
  if (fromOwnSite(referer, [siteHosts(siteOrigin).origin, request.host.toLowerCase()])) return { page, source: null };
  return { page, source: landingSource(request.url, referer, siteOrigin) };
}
