import type { LostReason, SubmissionSummary } from "@brightwater/contracts";
import type { Submission } from "./schema";

/** Minutes from receipt to first contact; null while nobody has been in touch. */
export function minutesToFirstContact(row: Pick<Submission, "createdAt" | "firstContactedAt">): number | null {
  if (!row.firstContactedAt) return null;
  return Math.max(0, Math.round((Date.parse(row.firstContactedAt) - Date.parse(row.createdAt)) / 60_000));
}

/** Still new after its call-back allowance. */
export function isOverdue(row: Pick<Submission, "status" | "callBackBy">, now: string): boolean {
  return row.status === "new" && row.callBackBy !== null && row.callBackBy < now;
}

function excerpt(message: string): string {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
}

/** Names the town of a lead (see lib/inbox/lead-town.ts). */
export type TownOf = (row: Pick<Submission, "details" | "pagePath">) => string;

/** A lead as the inbox's list shows it. */
export function toSummary(row: Submission, townOf: TownOf, now = new Date().toISOString()): SubmissionSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    excerpt: excerpt(row.message),
    pagePath: row.pagePath,
    source: row.source,
    lostReason: row.lostReason as LostReason | "",
    createdAt: row.createdAt,
    statusChangedAt: row.statusChangedAt,
    firstContactedAt: row.firstContactedAt,
    minutesToFirstContact: minutesToFirstContact(row),
    overdue: isOverdue(row, now),
    town: townOf(row),
    reviewRequestedAt: row.reviewRequestedAt,
  };
}
