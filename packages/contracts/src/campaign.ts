// No zod here: the browser imports this file to record the same fields the server accepts.

/** The query parameters a landing URL may carry that say which campaign or ad brought the visit. */
export const campaignParams = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "fbclid",
] as const;
export type CampaignParam = (typeof campaignParams)[number];

/** Longest landing page or referrer kept, and longest campaign value; longer ones are cut. */
export const attributionLimits = { url: 500, param: 200 } as const;

/** The form fields that carry attribution in a plain form post: `attr_landingPage`, `attr_utm_source`, … */
export const attributionFieldPrefix = "attr_";
