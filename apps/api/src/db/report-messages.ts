import type { ReportResponse } from "@brightwater/contracts";

/** What the server asks its report thread: the report of `weeks` weeks as of `now` (ISO). */
export interface ReportJob {
  id: number;
  weeks: number;
  now: string;
}

/** The report, or the error that stopped it (its message and SQLite's code), for job `id`. */
export type ReportOutcome =
  | { id: number; report: ReportResponse }
  | { id: number; error: { message: string; code: string } };
