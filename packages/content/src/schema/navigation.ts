import { z } from "zod";
import { image, nonEmpty, sitePath } from "./common";

// The sitemap is a file, not a page, but the footer links to it too.
const link = z.strictObject({ label: nonEmpty, href: z.union([sitePath, z.literal("/sitemap.xml")]) });
export type NavLink = z.infer<typeof link>;

const group = z.strictObject({ label: nonEmpty, links: z.array(link).min(1) });
export type NavGroup = z.infer<typeof group>;

const menuItem = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("link"), label: nonEmpty, href: sitePath }),
  // Where Request Service leads on this page: its own contact form, else the home page's.
  z.strictObject({ kind: z.literal("request"), label: nonEmpty }),
  z.strictObject({
    kind: z.literal("menu"),
    label: nonEmpty,
    groups: z.array(group).default([]),
    links: z.array(link).default([]),
  }),
]);
export type MenuItem = z.infer<typeof menuItem>;

/** Words the shared chrome shows or reads out (menus, skip link, the phone bar, the 404 page). */
const uiSchema = z.strictObject({
  menuLabel: nonEmpty,
  mainNavLabel: nonEmpty,
  skipLink: nonEmpty,
  // The accessible name of the breadcrumb trail above every page below home.
  breadcrumbLabel: nonEmpty,
  callNow: nonEmpty,
  // The phone header's call button, where the number itself does not fit.
  callShort: nonEmpty,
  requestService: nonEmpty,
  ratingLabel: nonEmpty,
  reviewStarsLabel: nonEmpty,
  reviewsSummary: nonEmpty,
  readReviews: nonEmpty,
  leaveReview: nonEmpty,
  // Beside a review: where and when it was written ("{platform} review, {date}"), or that it is demo text.
  reviewMark: nonEmpty,
  sampleReviewMark: nonEmpty,
  // The heading of a reviews section that shows a sample: it says what the reviews are.
  sampleReviews: z.strictObject({ title: nonEmpty, subtitle: nonEmpty }),
  // The footer's two hours, each labelled, never run together.
  officeHoursLabel: nonEmpty,
  emergencyLineLabel: nonEmpty,
  serviceAreasHeading: nonEmpty,
  contactHeading: nonEmpty,
  notificationsLabel: nonEmpty,
  dismiss: nonEmpty,
  // The badge a draft page wears in `npm run dev` (drafts never reach production).
  draftBadge: nonEmpty,
  // The service-area map's words besides the towns' names: its scale bar and north arrow.
  areaMap: z.strictObject({
    scaleMiles: z.number().int().positive(),
    scaleUnit: nonEmpty,
    north: nonEmpty,
    // The map's description ({areaMapTowns}): "Kernersville in the center, Greensboro to the east".
    center: nonEmpty,
    directions: z.strictObject({
      north: nonEmpty,
      northEast: nonEmpty,
      east: nonEmpty,
      southEast: nonEmpty,
      south: nonEmpty,
      southWest: nonEmpty,
      west: nonEmpty,
      northWest: nonEmpty,
    }),
    and: nonEmpty,
  }),
  notFound: z.strictObject({
    title: nonEmpty,
    label: nonEmpty,
    heading: nonEmpty,
    text: nonEmpty,
    homeLabel: nonEmpty,
    // A drawing beside the words (above them on a phone), on the "Article Not Found" page too.
    image,
    // Where a lost visitor most likely wanted to go: the main services and the towns.
    linksHeading: nonEmpty,
    links: z.array(link).min(3),
  }),
  articleNotFound: z.strictObject({ title: nonEmpty, text: nonEmpty, backLabel: nonEmpty }),
  copyright: nonEmpty,
  // The trust strip under every hero; each fact shows only when business.json states it.
  trust: z.strictObject({
    label: nonEmpty,
    rating: nonEmpty,
    license: nonEmpty,
    insured: nonEmpty,
    guarantee: nonEmpty,
    years: nonEmpty,
    familyOwned: nonEmpty,
  }),
});
export type UiCopy = z.infer<typeof uiSchema>;

export const navigationSchema = z.strictObject({
  $schema: z.string().optional(),
  ui: uiSchema,
  header: z.array(menuItem).min(1),
  footer: z.strictObject({
    about: nonEmpty,
    columns: z.array(group).min(1),
    legal: z.array(link).min(1),
  }),
});
export type Navigation = z.infer<typeof navigationSchema>;
