import { type Attribution, attributionSchema, attributionSource, campaignParams } from "@brightwater/contracts";

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
  const found: Record<string, string> = { landingPage: `${url.pathname}${url.search}` };
  for (const name of campaignParams) {
    const value = url.searchParams.get(name);
    if (value) found[name] = value;
  }
  // Through the same contract as a sent attribution: cut to length, control characters removed.
  const parsed = attributionSchema.safeParse(found);
  return parsed.success ? parsed.data : {};
}

/** The attribution without empty fields, and its one-word source for reports. */
export function withSource(attribution: Attribution, siteOrigin: string): { attribution: Attribution; source: string } {
  const kept = Object.fromEntries(Object.entries(attribution).filter(([, value]) => value)) as Attribution;
  return { attribution: kept, source: attributionSource(kept, new URL(siteOrigin).hostname.replace(/^www\./, "")) };
}
