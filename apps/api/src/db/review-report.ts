import { count, gte, sql } from "drizzle-orm";
import type { Db } from "./client";
import { reviewRequests } from "./schema";

/**
 * Review requests sent per calendar month (UTC), oldest first, from the month that holds `since`:
 * every request counts, a customer asked twice twice.
 */
export function reviewRequestsByMonth(db: Db, since: string): { month: string; requests: number }[] {
  const month = sql<string>`substr(${reviewRequests.requestedAt}, 1, 7)`;
  const requests = count();
  return db
    .select({ month, requests })
    .from(reviewRequests)
    .where(gte(reviewRequests.requestedAt, `${since.slice(0, 7)}-01`))
    .groupBy(month)
    .orderBy(month)
    .all();
}
