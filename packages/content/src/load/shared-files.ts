import { offerFacts } from "../facts/money-facts";
import { bookingSchema } from "../schema/booking";
import { businessSchema } from "../schema/business";
import { cityTemplateSchema } from "../schema/city-template";
import { formsSchema } from "../schema/forms";
import { navigationSchema } from "../schema/navigation";
import { type OfferPopup, offerPopupSchema } from "../schema/offer-popup";
import { bookingProblems } from "./booking-checks";
import type { CatalogueReader } from "./catalogue-reader";
import { interpolate } from "./interpolate";

/** The files of copy every page shares: the business, navigation, forms, the offer, booking and the city template. */
export function readSharedFiles(reader: CatalogueReader) {
  const business = reader.parse("business.json", businessSchema, reader.json("business.json"));
  reader.useBusiness(business);
  // A review's platform and date are filled in beside each review.
  const navigation = reader.parse(
    "navigation.json",
    navigationSchema,
    reader.filled("navigation.json", { platform: "{platform}", date: "{date}" }),
  );
  // The acknowledgement e-mail names the visitor and the request, and a review request carries
  // the review link: filled in when each is sent.
  const forms = reader.parse(
    "forms.json",
    formsSchema,
    reader.filled("forms.json", {
      firstName: "{firstName}",
      reference: "{reference}",
      reviewLink: "{reviewLink}",
      nextStep: "{nextStep}",
    }),
  );
  const offerPopup = readOffer(reader);
  const template = reader.parse(
    "templates/city-page.json",
    cityTemplateSchema,
    // These stay for cityPage() to fill in for each town.
    reader.filled("templates/city-page.json", {
      city: "{city}",
      state: "{state}",
      office: "{office}",
      distance: "{distance}",
      names: "{names}",
      count: "{count}",
    }),
  );
  // The mails name the homeowner and the window when each is sent.
  const booking = reader.parse(
    "booking.json",
    bookingSchema,
    reader.filled("booking.json", { firstName: "{firstName}", window: "{window}" }),
  );
  if (booking && business) reader.problems.push(...bookingProblems(booking, business));
  return { business, navigation, forms, offerPopup, booking, template };
}

/**
 * The offer, and its last day and regular price as facts the pages name ({offerEndsOn},
 * {offerRegularPrice}): the offer's own points may name them too, filled in once it has parsed,
 * and a point naming one it does not give is left out.
 */
function readOffer(reader: CatalogueReader): OfferPopup | undefined {
  const own = { offerEndsOn: "{offerEndsOn}", offerRegularPrice: "{offerRegularPrice}" };
  const offer = reader.parse("offer-popup.json", offerPopupSchema, reader.filled("offer-popup.json", own));
  const facts = offerFacts(offer);
  reader.addFacts(facts);
  return offer && (interpolate(offer, facts, "offer-popup.json", reader.problems) as OfferPopup | undefined);
}

/** What readSharedFiles read: each file, or undefined where it did not parse. */
export type SharedFiles = ReturnType<typeof readSharedFiles>;
