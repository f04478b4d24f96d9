/** What the server asks its report thread: the report of `weeks` weeks as of `now` (ISO). */
export interface ReportJob {
  id: number;
  weeks: number;
  now: string;
}

/**
 * The report as its JSON text, made on the thread so that the event loop never serializes it, or
 * the error that stopped it (its message and SQLite's code), for job `id`.
 */
export type ReportOutcome = { id: number; json: string } | { id: number; error: { message: string; code: string } };
