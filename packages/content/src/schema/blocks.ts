import { z } from "zod";
import { action, anchor, href, iconName, image, nonEmpty, offerWindow, review, serviceTag, sitePath } from "./common";

// Every block may carry an id, which becomes the section's anchor (#services, #contact, …), and
// an offer window: a promotion block with startsOn / endsOn shows only on those days.
const base = {
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  ...offerWindow,
  // A section a reader skims: it shows its title only and opens under it (a native <details>),
  // its words in the page all along. Only a titled section folds.
  folded: z.boolean().optional(),
};

const heading = {
  title: nonEmpty,
  subtitle: z.string().optional(),
};

const card = z.strictObject({
  icon: iconName.optional(),
  image: image.optional(),
  title: nonEmpty,
  text: z.string().default(""),
  link: z.strictObject({ label: nonEmpty, href }).optional(),
});
export type Card = z.infer<typeof card>;

const heroBlock = z.strictObject({
  type: z.literal("hero"),
  ...base,
  eyebrow: z.string().optional(),
  title: nonEmpty,
  subtitle: nonEmpty,
  badges: z
    .array(z.strictObject({ icon: iconName, text: nonEmpty, callTrackLabel: z.string().optional() }))
    .default([]),
  actions: z.array(action).max(3).default([]),
  image: image.optional(),
  // The review quoted beside the hero on wide screens; chosen when the catalogue loads from
  // testimonials.json, never one the page shows lower down.
  review: review.optional(),
  // Set when the catalogue loads, never typed: the page's own reviews come within the next three
  // sections, so a phone does not show the hero's one as well (decided here, not by the stylesheet
  // looking ahead, which a first paint of a page still arriving cannot).
  reviewsFollow: z.boolean().optional(),
  // For a page that speaks to someone other than a customer (careers): a few points beside the
  // headline on wide screens instead of a customer's review.
  points: z.strictObject({ title: nonEmpty, items: z.array(nonEmpty).min(2).max(5) }).optional(),
});

const cardGridBlock = z.strictObject({
  type: z.literal("cardGrid"),
  ...base,
  ...heading,
  tone: z.enum(["plain", "muted"]).default("plain"),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  // "links": a strip of compact links (icon and title only), for related pages; "compact": a
  // check-list of short points (icon, title and text on one line); "folded": cards whose text
  // opens under the icon and title (long local notes); absent: cards.
  layout: z.enum(["cards", "links", "compact", "folded"]).optional(),
  cards: z.array(card).min(1),
});

/** Two or three options side by side, row by row (trenchless against excavation). */
const comparisonBlock = z.strictObject({
  type: z.literal("comparison"),
  ...base,
  ...heading,
  columns: z.array(nonEmpty).min(2).max(3),
  rows: z.array(z.strictObject({ label: nonEmpty, values: z.array(nonEmpty).min(2).max(3) })).min(2),
});

const checklistBlock = z.strictObject({
  type: z.literal("checklist"),
  ...base,
  ...heading,
  tone: z.enum(["plain", "muted"]).default("plain"),
  items: z.array(nonEmpty).min(1),
  note: z.string().optional(),
  media: z
    .discriminatedUnion("kind", [
      z.strictObject({ kind: z.literal("image"), image }),
      z.strictObject({
        kind: z.literal("video"),
        youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
        title: nonEmpty,
        poster: image,
      }),
    ])
    .optional(),
});

const stepsBlock = z.strictObject({
  type: z.literal("steps"),
  ...base,
  ...heading,
  steps: z.array(z.strictObject({ title: nonEmpty, text: nonEmpty })).min(2),
});

const faqBlock = z.strictObject({
  type: z.literal("faq"),
  ...base,
  ...heading,
  items: z.array(z.strictObject({ id: z.string().regex(/^[a-z0-9-]+$/), question: nonEmpty, answer: nonEmpty })).min(1),
});

const testimonialsBlock = z.strictObject({
  type: z.literal("testimonials"),
  ...base,
  ...heading,
  showRating: z.boolean().default(true),
  // Reviews written here, or chosen from testimonials.json when the catalogue loads: the ones
  // named in `ids`, those tagged with `service`, or from customers in `town`; at most `count`.
  reviews: z.array(review).default([]),
  from: z
    .strictObject({
      ids: z.array(z.string()).optional(),
      service: serviceTag.optional(),
      town: z.string().optional(),
      count: z.number().int().min(1).max(6).default(3),
    })
    .optional(),
});

const ctaBandBlock = z.strictObject({
  type: z.literal("ctaBand"),
  ...base,
  ...heading,
  tone: z.enum(["brand", "dark", "muted"]).default("brand"),
  actions: z.array(action).min(1).max(3),
});

const emergencyBannerBlock = z.strictObject({
  type: z.literal("emergencyBanner"),
  ...base,
  title: nonEmpty,
  text: nonEmpty,
  action: action.optional(),
});

/** Which form a page shows; each variant has its own fields, messages and after-success steps. */
export const formVariants = ["home", "service", "city", "drain", "promo"] as const;
export type FormVariant = (typeof formVariants)[number];

const contactFormBlock = z.strictObject({
  type: z.literal("contactForm"),
  ...base,
  ...heading,
  variant: z.enum(formVariants),
  serviceName: z.string().optional(),
  defaultSubject: z.string().default(""),
  defaultMessage: z.string().default(""),
  subjects: z.array(nonEmpty).optional(),
  trackLabel: nonEmpty,
  aside: z.array(z.strictObject({ icon: iconName, title: nonEmpty, text: nonEmpty })).default([]),
});

/** The careers page's job application, with the résumé upload. */
const careerFormBlock = z.strictObject({
  type: z.literal("careerForm"),
  ...base,
  ...heading,
});

/** The Family First Project's request form. */
const familyFirstFormBlock = z.strictObject({
  type: z.literal("familyFirstForm"),
  ...base,
  ...heading,
  defaultSubject: nonEmpty,
});

/** A picture with a caption, for maps and illustrations. */
const figureBlock = z.strictObject({
  type: z.literal("figure"),
  ...base,
  ...heading,
  image,
  caption: z.string().optional(),
  text: z.string().optional(),
});

/** An article as lists show it: the text cut to a preview at load time. */
export const articleSummary = z.strictObject({
  id: nonEmpty,
  title: nonEmpty,
  preview: z.string(),
  author: z.string(),
  publishDate: nonEmpty,
  tags: z.array(z.string()),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

/** News & Media: the searchable list of articles, filled from articles/ when the catalogue loads. */
const articleListBlock = z.strictObject({
  type: z.literal("articleList"),
  ...base,
  searchLabel: nonEmpty,
  searchPlaceholder: nonEmpty,
  readMoreLabel: nonEmpty,
  loadingText: nonEmpty,
  empty: z.strictObject({ title: nonEmpty, text: nonEmpty }),
  noMatch: z.strictObject({ title: nonEmpty, text: nonEmpty }),
  posts: z.array(articleSummary).default([]),
});

/** One article page; built from an articles/ file and templates/article-page.json. */
const articleBlock = z.strictObject({
  type: z.literal("article"),
  ...base,
  post: z.strictObject({
    id: nonEmpty,
    title: nonEmpty,
    content: nonEmpty,
    excerpt: z.string().optional(),
    author: z.string(),
    publishDate: nonEmpty,
    tags: z.array(z.string()),
  }),
  backLabel: nonEmpty,
  backHref: sitePath,
  estimate: z.strictObject({ title: nonEmpty, text: nonEmpty, label: nonEmpty, href: sitePath }),
  image: image.optional(),
  callTrackLabel: nonEmpty,
});

const serviceAreaGridBlock = z.strictObject({
  type: z.literal("serviceAreaGrid"),
  ...base,
  ...heading,
});

const nearbyCommunitiesBlock = z.strictObject({
  type: z.literal("nearbyCommunities"),
  ...base,
  ...heading,
  communities: z.array(z.strictObject({ name: nonEmpty, href: z.string().optional() })).min(1),
});

const mapEmbedBlock = z.strictObject({
  type: z.literal("mapEmbed"),
  ...base,
  ...heading,
  query: nonEmpty,
  hours: nonEmpty,
});

const richTextBlock = z.strictObject({
  type: z.literal("richText"),
  ...base,
  title: z.string().optional(),
  markdown: nonEmpty,
  backLink: z.strictObject({ label: nonEmpty, href }).optional(),
});

const statsBlock = z.strictObject({
  type: z.literal("stats"),
  ...base,
  title: z.string().optional(),
  items: z.array(z.strictObject({ value: nonEmpty, label: nonEmpty })).min(2),
});

/** Offices a homeowner in one town may need to call (permits, water, sewer, wells), each folded under its role and name. */
const localContactsBlock = z.strictObject({
  type: z.literal("localContacts"),
  ...base,
  ...heading,
  contacts: z
    .array(
      z.strictObject({
        label: nonEmpty,
        name: nonEmpty,
        phone: z.string().optional(),
        address: z.string().optional(),
        note: z.string().optional(),
      }),
    )
    .min(1),
});

export const blockSchema = z.discriminatedUnion("type", [
  heroBlock,
  cardGridBlock,
  checklistBlock,
  stepsBlock,
  faqBlock,
  testimonialsBlock,
  ctaBandBlock,
  emergencyBannerBlock,
  contactFormBlock,
  careerFormBlock,
  familyFirstFormBlock,
  figureBlock,
  articleListBlock,
  articleBlock,
  serviceAreaGridBlock,
  nearbyCommunitiesBlock,
  mapEmbedBlock,
  richTextBlock,
  statsBlock,
  comparisonBlock,
  localContactsBlock,
]);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block["type"];
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;

export { anchor };
