import { z } from "zod";
import { nonEmpty, offerWindow, sitePath } from "./common";

const dollars = z.string().regex(/^\$\d+\.\d{2}$/, { error: 'expected a price like "$89.99"' });
const amountOf = (price: string) => Number(price.slice(1));

/**
 * The timed water-heater offer; which pages show it, and when, is each page's popupDelaySeconds.
 * Its last day (`endsOn`) and regular price are the company's to give: until then the offer shows
 * neither, and the launch check lists both.
 */
export const offerPopupSchema = z
  .strictObject({
    $schema: z.string().optional(),
    badge: nonEmpty,
    title: nonEmpty,
    price: dollars,
    // The price the service regularly sells at, where it was read (a price list, the owner and the
    // day): a "was" price must be one the service has openly sold at (FTC, 16 CFR 233.1). Copy names
    // it {offerRegularPrice} (a point here, a badge on the offer's page), shown only when given; the
    // launch check lists it until then.
    regularPrice: z.strictObject({ amount: dollars, source: nonEmpty }).optional(),
    text: nonEmpty,
    points: z.array(nonEmpty).min(1),
    primaryLabel: nonEmpty,
    primaryHref: sitePath,
    callLabel: nonEmpty,
    closeLabel: nonEmpty,
    /** Said before the offer's last day ("Ends" → "Ends March 31, 2027"); shown only with an endsOn. */
    endsLabel: nonEmpty,
    ...offerWindow,
  })
  .refine((offer) => !offer.regularPrice || amountOf(offer.regularPrice.amount) > amountOf(offer.price), {
    message: "must be more than the offer's price",
    path: ["regularPrice", "amount"],
  });
export type OfferPopup = z.infer<typeof offerPopupSchema>;
