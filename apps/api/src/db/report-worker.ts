// The report thread's own program: a read-only connection to the server's database file, and one
// report made for each message. The server starts it (report-thread.ts); it runs apart from the
// event loop, so a report over 100,000 leads never holds a visitor's request.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import type { ReportJob, ReportOutcome } from "./report-messages";
import { leadReport } from "./report-queries";
import * as schema from "./schema";

const { databasePath } = workerData as { databasePath: string };
const sqlite = new Database(databasePath, { readonly: true, fileMustExist: true });
// The server's writer holds the lock only for a commit; a read waits for it rather than fail.
sqlite.pragma("busy_timeout = 5000");
const db = drizzle(sqlite, { schema });

parentPort?.on("message", (job: ReportJob) => {
  let outcome: ReportOutcome;
  try {
    outcome = { id: job.id, json: JSON.stringify(leadReport(db, job.weeks, new Date(job.now))) };
  } catch (error) {
    const { message, code } = error as { message?: string; code?: unknown };
    outcome = { id: job.id, error: { message: String(message), code: typeof code === "string" ? code : "" } };
  }
  parentPort?.postMessage(outcome);
});
