import { z } from "zod";
import { base, heading } from "./block-fields";
import { href, iconName, image, nonEmpty } from "./common";

// The blocks that set points side by side: cards, a comparison, a check-list and steps.

const card = z
  .strictObject({
    icon: iconName.optional(),
    image: image.optional(),
    // A place for the company's own photograph (its team, its vans), saying what it will show. Until
    // it is taken the card is left out of the page, and its block when no card is left;
    // `npm run launch-check` lists it.
    photoToCome: nonEmpty.optional(),
    title: nonEmpty,
    text: z.string().default(""),
    link: z.strictObject({ label: nonEmpty, href }).optional(),
  })
  .refine((card) => !(card.image && card.photoToCome), {
    message: "a card with its photograph has none to come: remove photoToCome",
    path: ["photoToCome"],
  });
export type Card = z.infer<typeof card>;

export const cardGridBlock = z
  .strictObject({
    type: z.literal("cardGrid"),
    ...base,
    ...heading,
    tone: z.enum(["plain", "muted"]).default("plain"),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    // "links": a strip of compact links (icon and title only), for related pages; "compact": a
    // check-list of short points (icon, title and text on one line); "folded": cards whose text
    // opens under the icon and title (long local notes); absent: cards.
    layout: z.enum(["cards", "links", "compact", "folded"]).optional(),
    cards: z.array(card).default([]),
    // Cards made when the catalogue loads, one for each open role business.json gives (openRoles):
    // the role's title over `text`, with {rolePay} and {roleBenefits} filled in. No role given or
    // open: no card, and the block is left out.
    roles: z.strictObject({ text: nonEmpty }).optional(),
  })
  .refine((block) => block.cards.length > 0 || block.roles, {
    message: "needs at least one card (or roles, filled from business.json)",
    path: ["cards"],
  });

/** Two or three options side by side, row by row (trenchless against excavation). */
export const comparisonBlock = z.strictObject({
  type: z.literal("comparison"),
  ...base,
  ...heading,
  columns: z.array(nonEmpty).min(2).max(3),
  rows: z.array(z.strictObject({ label: nonEmpty, values: z.array(nonEmpty).min(2).max(3) })).min(2),
});

export const checklistBlock = z.strictObject({
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

export const stepsBlock = z.strictObject({
  type: z.literal("steps"),
  ...base,
  ...heading,
  steps: z.array(z.strictObject({ title: nonEmpty, text: nonEmpty })).min(2),
});
