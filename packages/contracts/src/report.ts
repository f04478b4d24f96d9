import { z } from "zod";

/** The query of the inbox report: how many weeks back, counting the current one. */
export const reportQuerySchema = z.strictObject({
  weeks: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(104).default(12),
  ),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

const counts = {
  requests: z.number().int().nonnegative(),
  callTaps: z.number().int().nonnegative(),
  booked: z.number().int().nonnegative(),
  // Requests that asked for an arrival window, and those whose window the office confirmed (moved
  // or not): the times booked against the times requested.
  windowsRequested: z.number().int().nonnegative(),
  windowsConfirmed: z.number().int().nonnegative(),
  // Median minutes from a request to its first contact; null when none was contacted yet.
  medianMinutesToFirstContact: z.number().nonnegative().nullable(),
};

const conversion = {
  // Landings: navigations to a public page from outside the site, counted by the server.
  visits: z.number().int().nonnegative(),
  // Requests and call taps whose first touch is this row's (landing page, source), spam left out.
  requests: z.number().int().nonnegative(),
  callTaps: z.number().int().nonnegative(),
  // Requests and call taps per visit; null without a visit counted.
  requestsPerVisit: z.number().nonnegative().nullable(),
  callTapsPerVisit: z.number().nonnegative().nullable(),
};

/**
 * Visits counted by the server (a day is the office's calendar day, a week starts on its Monday)
 * and the conversion of each landing page and source. `pageViews` counts every navigation to a
 * page, from the site's own pages too. Each week keeps its busiest rows; the rest are one row
 * whose page or source is "other".
 */
export const visitsReportSchema = z.object({
  byWeek: z.array(z.object({ week: z.iso.date(), pageViews: z.number().int().nonnegative(), ...conversion })),
  byPage: z.array(
    z.object({ week: z.iso.date(), pagePath: z.string(), pageViews: z.number().int().nonnegative(), ...conversion }),
  ),
  bySource: z.array(z.object({ week: z.iso.date(), source: z.string(), ...conversion })),
});
export type VisitsReport = z.infer<typeof visitsReportSchema>;

/** `GET /api/admin/report`: per week (Monday, UTC), and per week, source and page. */
export const reportResponseSchema = z.object({
  weeks: z.number().int().positive(),
  since: z.iso.datetime(),
  byWeek: z.array(z.object({ week: z.iso.date(), ...counts })),
  rows: z.array(z.object({ week: z.iso.date(), source: z.string(), pagePath: z.string(), ...counts })),
  // Review requests sent per calendar month (UTC), "2026-11", oldest first, months with none left out.
  reviewRequestsByMonth: z.array(
    z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), requests: z.number().int().positive() }),
  ),
  visits: visitsReportSchema,
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;
export type ReportCounts = Pick<ReportResponse["byWeek"][number], keyof typeof counts>;
