import type { Catalogue } from "../schema/catalogue";
import type { AddFinding } from "./launch-finding";

/**
 * The facts the money pages wait for, each listed until the company gives it: the lender and its
 * terms, the lender's example payment, the open roles with their pay and benefits. Until then the
 * page shows nothing in their place.
 */
export function moneyFindings(business: Catalogue["business"], add: AddFinding): void {
  if (!business.financing) {
    add(
      "business.json",
      "financing",
      "no lender and no financing terms, so the financing page names no lender and offers a call only",
      "put the lender, APR range, term months, minimum purchase, the business's apply link and their source",
    );
  }
  if (!business.financing?.example) {
    add(
      "business.json",
      "financing.example",
      "no example payment, so the financing page shows none",
      "put the lender's own worked example (amount, down payment, APR, months, monthly payment) and its source",
    );
  }
  if (!business.openRoles) {
    add(
      "business.json",
      "openRoles",
      "no open roles, so the careers page lists no position, pay or benefits",
      "put each open role's title, pay in dollars, benefits and source, or [] when none is open",
    );
  }
}

/** The offer's facts the company has not given: its last day and its regular price. */
export function offerFindings(offer: Catalogue["offerPopup"], add: AddFinding): void {
  if (!offer.endsOn) {
    add(
      "offer-popup.json",
      "endsOn",
      `the offer is called "${offer.badge}" and has no last day, so neither it nor its page says when it ends`,
      "put the offer's last day (YYYY-MM-DD); the popup hides itself after it, and the build warns once it has passed (the page's own words stay until an editor changes them)",
    );
  }
  if (!offer.regularPrice) {
    add(
      "offer-popup.json",
      "regularPrice",
      `no regular price, so the ${offer.price} offer is shown against none`,
      'put the price the service regularly sells at and where it was read, as { "amount": "$NNN.NN", "source": "…" }',
    );
  }
}
