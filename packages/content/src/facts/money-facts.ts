import type { Business } from "../schema/business";
import type { OfferPopup } from "../schema/offer-popup";

// The figures of the money pages as copy names them ({financingLender}, {offerEndsOn}, …), each
// `null` until the company gives it: the list item naming it is then left out of the page.

type Placeholders = Record<string, string | null>;

function dollars(amount: number): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return amount.toLocaleString("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  });
}

const monthNames = "January February March April May June July August September October November December".split(" ");

/** "2027-03-31" → "March 31, 2027", as the popup writes the same day (renderer/src/lib/calendar-date.ts). */
export function longDay(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${monthNames[Number(month) - 1]} ${Number(day)}, ${year}`;
}

/** The lender and its worked example: {financingLender}, {financingExampleAmount}, and the rest. */
export function financingFacts(financing: Business["financing"]): Placeholders {
  const example = financing?.example;
  return {
    financingLender: financing?.lender ?? null,
    financingExampleAmount: example ? dollars(example.amount) : null,
    financingExampleDown: example ? dollars(example.downPayment) : null,
    financingExampleApr: example ? `${example.apr}%` : null,
    financingExampleMonths: example ? String(example.termMonths) : null,
    financingExamplePayment: example ? dollars(example.monthlyPayment) : null,
  };
}

/**
 * The offer's price, last day and regular price: {offerPrice}, {offerEndsOn} ("March 31, 2027") and
 * {offerRegularPrice}.
 */
export function offerFacts(offer: OfferPopup | undefined): Placeholders {
  return {
    offerPrice: offer?.price ?? null,
    offerEndsOn: offer?.endsOn ? longDay(offer.endsOn) : null,
    offerRegularPrice: offer?.regularPrice?.amount ?? null,
  };
}
