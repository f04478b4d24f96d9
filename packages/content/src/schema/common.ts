import { z } from "zod";

/** A site path: starts with "/", no trailing slash except the root, optional #anchor. */
export const sitePath = z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?(#[a-z0-9-]+)?$/, {
  error: "expected a site path like /water-heater or /#contact",
});

/** An in-page anchor such as "#contact". */
export const anchor = z.string().regex(/^#[a-z0-9-]+$/, { error: 'expected an anchor like "#contact"' });

export const href = z.union([sitePath, anchor], { error: "expected a site path (/x) or an anchor (#x)" });

export const externalUrl = z.url({ protocol: /^https$/, error: "expected an https:// URL" });

export const nonEmpty = z.string().trim().min(1, { error: "must not be empty" });

/** A calendar day, read in the company's time zone (America/New_York). */
export const isoDate = z.iso.date({ error: "expected a date like 2026-03-31" });

/**
 * When an offer runs: from the start of `startsOn` to the end of `endsOn`, both days included,
 * in America/New_York. Either end may be left open. Outside it no visitor sees the offer.
 */
export const offerWindow = {
  startsOn: isoDate.optional(),
  endsOn: isoDate.optional(),
};

/** Icons the renderer draws; adding a name here without drawing it does not compile. */
export const iconNames = [
  "badge",
  "bolt",
  "building",
  "calendar",
  "camera",
  "check",
  "clock",
  "disposal",
  "dollar",
  "drain",
  "drop",
  "family",
  "flame",
  "guarantee",
  "home",
  "leaf",
  "license",
  "mail",
  "map-pin",
  "phone",
  "pipe",
  "sewer",
  "shield",
  "snowflake",
  "star",
  "thumbs-up",
  "toilet",
  "tools",
  "truck",
  "users",
  "well-pump",
  "wrench",
] as const;
export const iconName = z.enum(iconNames);
export type IconName = z.infer<typeof iconName>;

/** The services a review can be about; a service page names its own, and reviews are chosen by it. */
export const serviceTags = [
  "water-heater",
  "tankless",
  "toilet",
  "disposal",
  "leak-detection",
  "well-pump",
  "drain-cleaning",
  "sewer-camera",
  "sewer-repair",
  "repiping",
  "commercial",
] as const;
export const serviceTag = z.enum(serviceTags);
export type ServiceTag = z.infer<typeof serviceTag>;

/** A customer's review as pages show it, with the platform and date shown beside it. */
export const review = z.strictObject({
  // The author's name as the platform shows it.
  name: nonEmpty,
  location: z.string().optional(),
  rating: z.number().int().min(1).max(5),
  text: nonEmpty,
  // Where it was written ("Google", "office record") and when; absent on demo text.
  platform: z.string().optional(),
  date: z.string().optional(),
  // Demo text, marked as such on the page.
  sample: z.boolean().optional(),
});
export type Review = z.infer<typeof review>;

const altMessage = "needs alt text: what the picture shows, for people who cannot see it";
const illustrationSrc = /^\/images\/[a-z0-9-]+\.(svg|webp|png|jpg)$/;
const photoSrc = /^photos\/[a-z0-9-]+\.(jpe?g|png|webp)$/;

/**
 * A picture in a block: either a drawn illustration under /images/ (an SVG, shown at the size it
 * names), or a photograph under the catalogue's photos/ folder, which the build turns into AVIF,
 * WebP and JPEG at the widths its place in the layout needs (its size comes from the file).
 */
export const image = z
  .strictObject({
    src: z.string().regex(new RegExp(`${illustrationSrc.source}|${photoSrc.source}`), {
      error: 'expected a drawn illustration under /images/ or a photograph under photos/ (like "photos/van.jpg")',
    }),
    alt: z.string({ error: altMessage }).trim().min(1, { error: altMessage }),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    /**
     * Which part of a photograph to keep when its place crops it (the center unless named): a side,
     * or a focal point in percent of the photograph's width and height, `{ "x": 40, "y": 20 }`
     * for a face 40 % across and 20 % down, which every crop keeps in frame.
     */
    position: z
      .union([
        z.enum(["center", "top", "bottom", "left", "right"]),
        z.strictObject({
          x: z.number().min(0).max(100),
          y: z.number().min(0).max(100),
        }),
      ])
      .optional(),
  })
  .superRefine((value, context) => {
    if (photoSrc.test(value.src)) {
      for (const key of ["width", "height"] as const) {
        if (value[key] !== undefined)
          context.addIssue({ code: "custom", path: [key], message: "a photograph's size comes from its file" });
      }
    } else {
      for (const key of ["width", "height"] as const) {
        if (value[key] === undefined)
          context.addIssue({ code: "custom", path: [key], message: "an illustration needs its width and height" });
      }
      if (value.position !== undefined)
        context.addIssue({ code: "custom", path: ["position"], message: "only a photograph is cropped" });
    }
  });
export type Image = z.infer<typeof image>;

const buttonStyle = z.enum(["primary", "secondary", "light"]).default("primary");

/**
 * A button or link. "call" dials the business phone (its label may use {phone}) and records a
 * phone_call event with `trackLabel`; "link" goes to a page or an anchor; "external" leaves the site.
 */
export const action = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("call"), label: nonEmpty, trackLabel: nonEmpty, style: buttonStyle }),
  // A link with trackLabel records a request_service event (the hero's Request Service button).
  z.strictObject({
    kind: z.literal("link"),
    label: nonEmpty,
    href,
    style: buttonStyle,
    trackLabel: z.string().optional(),
  }),
  z.strictObject({ kind: z.literal("external"), label: nonEmpty, href: externalUrl, style: buttonStyle }),
]);
export type Action = z.infer<typeof action>;
