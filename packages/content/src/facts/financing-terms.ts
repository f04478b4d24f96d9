import type { Business } from "../schema/business";

type Financing = NonNullable<Business["financing"]>;

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "7.99%–29.99% APR, 12, 36 or 60 months, on purchases of $1,000 or more through Synchrony": the terms as agreed. */
export function financingTerms(financing: Financing): string {
  const apr =
    financing.apr.min === financing.apr.max ? `${financing.apr.min}%` : `${financing.apr.min}%–${financing.apr.max}%`;
  const months = financing.termMonths.map(String);
  const terms = months.length > 1 ? `${months.slice(0, -1).join(", ")} or ${months.at(-1)}` : months[0];
  return `${apr} APR, ${terms} months, on purchases of ${dollars.format(financing.minimumPurchase)} or more through ${financing.lender}`;
}
