import { z } from "zod";
import { nonEmpty, offerWindow, sitePath } from "./common";

/** The timed water-heater offer; which pages show it, and when, is each page's popupDelaySeconds. */
export const offerPopupSchema = z.strictObject({
  $schema: z.string().optional(),
  badge: nonEmpty,
  title: nonEmpty,
  price: z.string().regex(/^\$\d+\.\d{2}$/),
  text: nonEmpty,
  points: z.array(nonEmpty).min(1),
  primaryLabel: nonEmpty,
  primaryHref: sitePath,
  callLabel: nonEmpty,
  closeLabel: nonEmpty,
  /** Said before the offer's last day ("Ends" → "Ends March 31, 2027"); shown only with an endsOn. */
  endsLabel: nonEmpty,
  ...offerWindow,
});
export type OfferPopup = z.infer<typeof offerPopupSchema>;
