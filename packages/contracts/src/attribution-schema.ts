import { z } from "zod";
import { attributionLimits, type CampaignParam, campaignParams } from "./campaign";
import { cleanText } from "./limits";

export * from "./campaign";

// Attribution comes from URLs the visitor did not type: it is cut to length and cleaned of control
// characters rather than refused, so an odd campaign link never costs the company a lead.
const capped = (max: number) =>
  z
    .string({ error: "Must be text" })
    .transform((value) => cleanText(value).slice(0, max))
    .optional();

/** Where a visit began: first touch, kept for the visit and sent with every form and call tap. */
export const attributionSchema = z.strictObject({
  landingPage: capped(attributionLimits.url),
  referrer: capped(attributionLimits.url),
  ...(Object.fromEntries(campaignParams.map((name) => [name, capped(attributionLimits.param)])) as {
    [K in CampaignParam]: ReturnType<typeof capped>;
  }),
});
export type Attribution = { landingPage?: string; referrer?: string } & Partial<Record<CampaignParam, string>>;

/** The one word a report groups by: the campaign source, the ad network of a click id, the referring site, or "direct". */
export function attributionSource(attribution: Attribution, ownHost = ""): string {
  if (attribution.utm_source) {
    return attribution.utm_medium ? `${attribution.utm_source} / ${attribution.utm_medium}` : attribution.utm_source;
  }
  if (attribution.gclid || attribution.gbraid || attribution.wbraid) return "google / cpc";
  if (attribution.msclkid) return "bing / cpc";
  if (attribution.fbclid) return "facebook";
  if (attribution.referrer) {
    try {
      const host = new URL(attribution.referrer).hostname.replace(/^www\./, "");
      if (host && host !== ownHost) return host;
    } catch {
      // Not a URL: fall through to direct.
    }
  }
  return "direct";
}
