import type { SubmissionFilter } from "@brightwater/contracts";
import { and, eq, gte, lt, not, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { submissions } from "./schema";

/** `value` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function contains(column: SQLWrapper, value: string): SQL {
  return sql`${column} LIKE ${containsPattern(value)} ESCAPE '\\'`;
}

// Phone numbers are stored as typed: "(336) 555-0100", "336.555.0100". A search that looks like
// a phone number is compared by its digits alone.
const phoneDigits = sql`replace(replace(replace(replace(replace(replace(${submissions.phone}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

function textSearch(q: string): SQL | undefined {
  const fullName = sql`(${submissions.firstName} || ' ' || ${submissions.lastName})`;
  const digits = q.replace(/\D/g, "");
  const looksLikePhone = /^[\d\s().+-]+$/.test(q) && digits.length >= 3;
  return or(
    contains(fullName, q),
    contains(submissions.email, q),
    contains(submissions.phone, q),
    contains(submissions.subject, q),
    contains(submissions.message, q),
    looksLikePhone ? contains(phoneDigits, digits) : undefined,
  );
}

/** True for a lead still new after its call-back allowance, as of `now`. */
export function overdueAt(now: string): SQL {
  // IFNULL: a lead without a deadline is not overdue (NULL would sort and negate unlike false).
  return sql`(${submissions.status} = 'new' AND IFNULL(${submissions.callBackBy} < ${now}, 0))`;
}

/** The WHERE clause of the inbox filter; undefined when nothing is filtered. */
export function submissionWhere(filter: SubmissionFilter, now = new Date().toISOString()): SQL | undefined {
  const maxAgeStart = filter.maxAgeHours
    ? new Date(Date.parse(now) - filter.maxAgeHours * 3_600_000).toISOString()
    : undefined;
  return and(
    filter.kind ? eq(submissions.kind, filter.kind) : undefined,
    filter.status ? eq(submissions.status, filter.status) : undefined,
    filter.overdue === true ? overdueAt(now) : filter.overdue === false ? not(overdueAt(now)) : undefined,
    maxAgeStart ? gte(submissions.createdAt, maxAgeStart) : undefined,
    filter.from ? gte(submissions.createdAt, filter.from) : undefined,
    filter.to ? lt(submissions.createdAt, filter.to) : undefined,
    filter.q ? textSearch(filter.q) : undefined,
  );
}
