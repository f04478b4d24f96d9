import { Worker } from "node:worker_threads";
import type { ReportResponse } from "@brightwater/contracts";
import type { Db } from "./client";
import type { ReportJob, ReportOutcome } from "./report-messages";
import { leadReport } from "./report-queries";

/** Why a report failed on its thread; `code` is SQLite's code, or REPORT_THREAD_FAILED when the thread died. */
export class ReportError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "ReportError";
  }
}

// Bundled (dist/server.js) the thread's program is dist/report-worker.js beside it; from source it
// is the TypeScript file, loaded through tsx (report-worker-source.mjs).
const fromSource = import.meta.url.endsWith(".ts");
const workerProgram = new URL(fromSource ? "./report-worker-source.mjs" : "./report-worker.js", import.meta.url);

interface Waiting {
  resolve: (report: ReportResponse) => void;
  reject: (error: Error) => void;
}

/**
 * Makes the inbox reports on a worker thread with its own read-only connection to the database
 * file (decision 021): reading 100,000 leads takes a few hundred milliseconds of one core, which
 * on the event loop every visitor would wait for. The thread starts with the first report, takes
 * reports one after another, and starts again after a fault. An in-memory database has no file
 * to share, so its report is made in place.
 */
export class ReportThread {
  #worker: Worker | undefined;
  #waiting = new Map<number, Waiting>();
  #nextId = 1;
  #closed = false;

  constructor(
    private readonly db: Db,
    private readonly databasePath: string,
  ) {}

  run(weeks: number, now = new Date()): Promise<ReportResponse> {
    if (this.databasePath === ":memory:") return Promise.resolve(leadReport(this.db, weeks, now));
    if (this.#closed) return Promise.reject(new ReportError("the report thread is closed", "REPORT_THREAD_CLOSED"));
    const job: ReportJob = { id: this.#nextId++, weeks, now: now.toISOString() };
    return new Promise((resolve, reject) => {
      this.#waiting.set(job.id, { resolve, reject });
      this.#thread().postMessage(job);
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = undefined;
    this.#failAll(new ReportError("the server is shutting down", "REPORT_THREAD_CLOSED"));
    await worker?.terminate();
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(workerProgram, { workerData: { databasePath: this.databasePath } });
    // An idle report thread never keeps the process alive; a report waited for keeps the server up anyway.
    worker.unref();
    worker.on("message", (outcome: ReportOutcome) => {
      const waiting = this.#waiting.get(outcome.id);
      this.#waiting.delete(outcome.id);
      if (!waiting) return;
      if ("report" in outcome) waiting.resolve(outcome.report);
      else waiting.reject(new ReportError(`the report failed: ${outcome.error.message}`, outcome.error.code));
    });
    const lost = (cause: string) => {
      if (this.#worker !== worker) return;
      this.#worker = undefined;
      this.#failAll(new ReportError(`the report thread stopped: ${cause}`, "REPORT_THREAD_FAILED"));
    };
    worker.on("error", (error) => lost(error.message));
    worker.on("exit", (exitCode) => lost(`exit code ${exitCode}`));
    this.#worker = worker;
    return worker;
  }

  #failAll(error: ReportError): void {
    for (const { reject } of this.#waiting.values()) reject(error);
    this.#waiting.clear();
  }
}
