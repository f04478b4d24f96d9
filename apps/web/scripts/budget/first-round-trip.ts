// A new connection delivers ten 1,460-byte segments in its first round trip (TCP's initial window,
// as Lighthouse's simulation has it too): a page whose response fits is painted one round trip
// sooner (decision 035). Its headers take their share: a page's stay under 1,300 B
// (apps/e2e/tests/security-headers.spec.ts; 1,214 B measured in decision 036).
export const firstRoundTrip = { bytes: 14_600, headerBytes: 1_300 };

/** Whether a page of `bodyBytes` (as sent), with its headers, takes a second round trip. */
export const pastFirstRoundTrip = (bodyBytes: number) => bodyBytes + firstRoundTrip.headerBytes > firstRoundTrip.bytes;

/**
 * Which pages' HTML (brotli, as sent) fits the first round trip with its headers. A figure to read,
 * not a budget: a page past it with its own rules carries only its first screen's (decision 036),
 * and one past it even so takes a second round trip, and shows in `npm run lighthouse`.
 */
export function firstRoundTripLine(rows: readonly { page: string; htmlBrotli: number }[]): string {
  const { bytes, headerBytes } = firstRoundTrip;
  const later = rows.filter((row) => pastFirstRoundTrip(row.htmlBrotli));
  const listed = later.map((row) => `${row.page} ${row.htmlBrotli} B`).join(", ");
  return `HTML in the first round trip (brotli + ${headerBytes} B of headers <= ${bytes} B): ${rows.length - later.length} of ${rows.length} pages${later.length ? `; not: ${listed}` : ""}`;
}
