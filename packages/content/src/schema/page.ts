import { z } from "zod";
import { blockSchema } from "./blocks";
import { nonEmpty, serviceTag, sitePath } from "./common";

export const seoSchema = z.strictObject({
  title: nonEmpty.max(70, { error: "titles over 70 characters are cut off in search results" }),
  description: z.string().min(50).max(170, { error: "descriptions over 170 characters are cut off" }),
});
export type Seo = z.infer<typeof seoSchema>;

export const pageSchema = z.strictObject({
  $schema: z.string().optional(),
  path: sitePath.refine((value) => !value.includes("#"), { error: "a page path has no #anchor" }),
  seo: seoSchema,
  // Paths that show this same page; their canonical link points at `path`.
  aliases: z.array(sitePath).default([]),
  // "city" pages add the skip link, the bottom call bar and local-business data; "legal" pages
  // (privacy, terms) are the only ones that need not open on a photograph or a drawing.
  layout: z.enum(["standard", "city", "legal"]).default("standard"),
  // Seconds before the water-heater offer pops up on this page; absent: never.
  popupDelaySeconds: z.number().int().positive().optional(),
  // A service page names its service: it must show at least two reviews tagged with it.
  service: serviceTag.optional(),
  // A page for one town (a town's service page) names it, as its city entry does: its hero quotes
  // a review from that town first (a name no review gives quotes as a page without a town would).
  town: nonEmpty.optional(),
  // A draft shows in `npm run dev` with a "Draft" badge and is left out of the production build.
  draft: z.boolean().default(false),
  // Pages that only follow a form submission: kept out of search results and the sitemap.
  noindex: z.boolean().default(false),
  // The page's place in the breadcrumb trail (visible and in structured data): its short name and
  // the page above it, home when absent. Pages under "/services" are compared with each other by
  // the uniqueness check.
  breadcrumb: z.strictObject({ label: nonEmpty, parent: sitePath.optional() }).optional(),
  // Where the page's local facts were read (URLs) and how firm they are, for the next editor;
  // never shown on the page.
  sources: z.array(nonEmpty).optional(),
  blocks: z.array(blockSchema).min(1),
});
export type PageEntry = z.infer<typeof pageSchema>;
