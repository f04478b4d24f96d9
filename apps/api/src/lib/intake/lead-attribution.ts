import {
  type Attribution,
  attributionLimits,
  attributionSchema,
  attributionSource,
  campaignParams,
  cleanText,
} from "@brightwater/contracts";

// Attribution as the server stores it with a lead or a call tap: the browser captures the first
// touch (renderer `lib/first-touch.ts`), the contract checks its shape (contracts
// `attribution-schema.ts`), and this completes it and names its source.

/**
 * Attribution of a form posted without script: the page the form was on, read from the Referer
 * header when it is this site's own (its query string carries the campaign of a visitor who
 * landed there). The referring site before it is unknown then.
 */
export function attributionFromReferer(referer: string | undefined, siteOrigin: string): Attribution {
  if (!referer) return {};
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return {};
  }
  if (url.origin !== new URL(siteOrigin).origin) return { referrer: referer };
  // Through the same contract as a sent attribution: cut to length, control characters removed.
  const parsed = attributionSchema.safeParse({ landingPage: `${url.pathname}${url.search}` });
  return parsed.success ? parsed.data : {};
}

/**
 * The attribution without empty fields, its campaign fields completed from the landing page's
 * query string (the browser sends only the landing page and the referrer), and its one-word
 * source for reports.
 */
export function withSource(attribution: Attribution, siteOrigin: string): { attribution: Attribution; source: string } {
  const kept = Object.fromEntries(Object.entries(attribution).filter(([, value]) => value)) as Attribution;
  // A visit that began on another of this site's pages (a new tab) came from nowhere else.
  if (kept.referrer?.startsWith(new URL(siteOrigin).origin)) delete kept.referrer;
  if (kept.landingPage) {
    try {
      const query = new URL(kept.landingPage, siteOrigin).searchParams;
      for (const name of campaignParams) {
        const value = cleanText(query.get(name) ?? "").slice(0, attributionLimits.param);
        if (value && !kept[name]) kept[name] = value;
      }
    } catch {
      // Not a URL: the fields sent, if any, stand alone.
    }
  }
  return { attribution: kept, source: attributionSource(kept, new URL(siteOrigin).hostname.replace(/^www\./, "")) };
}
