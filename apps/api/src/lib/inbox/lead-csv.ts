import { campaignParams } from "@brightwater/contracts";
import { minutesToFirstContact } from "../../db/lead-summary";
import type { Submission } from "../../db/schema";
import { csvRow } from "./csv";

const columns: [heading: string, value: (row: Submission) => string | number][] = [
  ["ID", (row) => row.id],
  ["Received (UTC)", (row) => row.createdAt],
  ["Kind", (row) => row.kind],
  ["Status", (row) => row.status],
  ["First name", (row) => row.firstName],
  ["Last name", (row) => row.lastName],
  ["Email", (row) => row.email],
  ["Phone", (row) => row.phone],
  ["Subject", (row) => row.subject],
  ["Message", (row) => row.message],
  ["Address", (row) => row.details.address ?? ""],
  ["City", (row) => row.details.city ?? ""],
  ["State", (row) => row.details.state ?? ""],
  ["Zip code", (row) => row.details.zipCode ?? ""],
  ["Employment desired", (row) => row.details.employmentDesired ?? ""],
  ["Résumé", (row) => row.details.resumeFileName ?? ""],
  ["Page", (row) => row.pagePath],
  ["User agent", (row) => row.userAgent],
  // The pipeline and where the visit came from, after the original columns so old sheets still line up.
  ["Lost reason", (row) => row.lostReason],
  ["Status changed (UTC)", (row) => row.statusChangedAt ?? ""],
  ["First contact (UTC)", (row) => row.firstContactedAt ?? ""],
  ["Minutes to first contact", (row) => minutesToFirstContact(row) ?? ""],
  ["Source", (row) => row.source],
  ["Landing page", (row) => row.attribution.landingPage ?? ""],
  ["Referrer", (row) => row.attribution.referrer ?? ""],
  ...campaignParams.map((name): [string, (row: Submission) => string] => [name, (row) => row.attribution[name] ?? ""]),
];

/**
 * The leads as CSV text, header first, one string per page of rows. It starts with a byte-order
 * mark so that spreadsheet programs read the file as UTF-8 (names with accents stay intact).
 */
export async function* leadCsv(pages: AsyncIterable<Submission[]>): AsyncGenerator<string> {
  yield `\uFEFF${csvRow(columns.map(([heading]) => heading))}`;
  for await (const rows of pages) yield rows.map((row) => csvRow(columns.map(([, value]) => value(row)))).join("");
}
