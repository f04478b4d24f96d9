import { z } from "zod";
import { base, heading } from "./block-fields";
import { iconName, nonEmpty } from "./common";

/** Which form a page shows; each variant has its own fields, messages and after-success steps. */
export const formVariants = ["home", "service", "city", "drain", "promo"] as const;
export type FormVariant = (typeof formVariants)[number];

export const contactFormBlock = z.strictObject({
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
export const careerFormBlock = z.strictObject({
  type: z.literal("careerForm"),
  ...base,
  ...heading,
});

/** The Family First Project's request form. */
export const familyFirstFormBlock = z.strictObject({
  type: z.literal("familyFirstForm"),
  ...base,
  ...heading,
  defaultSubject: nonEmpty,
});
