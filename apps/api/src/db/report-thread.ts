import { readFileSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Db } from "./client";
import type { ReportJob, ReportOutcome } from "./report-messages";
import { leadReport } from "./report-queries";

/**
 * Why a report failed on its thread; `code` is SQLite's code, REPORT_THREAD_FAILED when the
 * thread died, REPORT_BUSY when enough reports wait already.
 */
export class ReportError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "ReportError";
  }
}

/**
 * Whether the built program at `program` was built from the files as they are now: its source map
 * names every file bundled into it, and none has changed since (a missing map or file counts as a
 * change).
 */
export function builtFromCurrentSources(program: string): boolean {
  try {
    const built = statSync(program).mtimeMs;
    const { sources } = JSON.parse(readFileSync(`${program}.map`, "utf8")) as { sources: string[] };
    return sources.every((source) => statSync(resolve(dirname(program), source)).mtimeMs <= built);
  } catch {
    return false;
  }
}

// Bundled (dist/server.js) the thread's program is dist/report-worker.js beside it. From source
// (tests, `npm run dev`) it is that build too while it is current, else the TypeScript loaded through
// tsx (report-worker-source.mjs), which spends about half a second of CPU compiling at each start.
function threadProgram(): URL {
  if (!import.meta.url.endsWith(".ts")) return new URL("./report-worker.js", import.meta.url);
  const built = new URL("../../dist/report-worker.js", import.meta.url);
  return builtFromCurrentSources(fileURLToPath(built)) ? built : new URL("./report-worker-source.mjs", import.meta.url);
}
const workerProgram = threadProgram();

/** Reports waiting for the thread beyond the one it makes; past them a report is refused (REPORT_BUSY). */
export const reportQueueLimit = 4;

interface Waiting {
  resolve: (json: string) => void;
  reject: (error: Error) => void;
}

/** One report to make, and everyone waiting for it. */
interface Queued {
  job: ReportJob;
  waiting: Set<Waiting>;
}

/**
 * Makes the inbox reports on a worker thread with its own read-only connection to the database
 * file (decision 021): reading 100,000 leads takes a few hundred milliseconds of one core, which
 * on the event loop every visitor would wait for. The thread starts with the first report, makes
 * one at a time, and starts again after a fault. The queue is bounded: a report asked for while
 * the same one waits joins it; one whose asker left (its `signal` aborted) before the thread took
 * it is dropped; past `reportQueueLimit` waiting reports, the next is refused. An in-memory
 * database has no file to share, so its report is made in place.
 */
export class ReportThread {
  #worker: Worker | undefined;
  #queue: Queued[] = [];
  #running: Queued | undefined;
  #nextId = 1;
  #closed = false;

  constructor(
    private readonly db: Db,
    private readonly databasePath: string,
  ) {}

  /** The report of `weeks` weeks as its JSON text. */
  run(weeks: number, now = new Date(), signal?: AbortSignal): Promise<string> {
    if (this.databasePath === ":memory:") return Promise.resolve(JSON.stringify(leadReport(this.db, weeks, now)));
    if (this.#closed) return Promise.reject(new ReportError("the report thread is closed", "REPORT_THREAD_CLOSED"));
    const queued = this.#queue.find((entry) => entry.job.weeks === weeks) ?? this.#enqueue(weeks, now);
    if (!queued) return Promise.reject(new ReportError("too many reports wait already", "REPORT_BUSY"));
    return new Promise((resolve, reject) => {
      const waiting = { resolve, reject };
      queued.waiting.add(waiting);
      if (signal?.aborted) this.#leave(queued, waiting);
      else signal?.addEventListener("abort", () => this.#leave(queued, waiting), { once: true });
      this.#next();
    });
  }

  /** Reports waiting for the thread, the one it makes left out. */
  get waiting(): number {
    return this.#queue.length;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = undefined;
    this.#failAll(new ReportError("the server is shutting down", "REPORT_THREAD_CLOSED"));
    await worker?.terminate();
  }

  #enqueue(weeks: number, now: Date): Queued | undefined {
    if (this.#queue.length >= reportQueueLimit) return undefined;
    const queued = { job: { id: this.#nextId++, weeks, now: now.toISOString() }, waiting: new Set<Waiting>() };
    this.#queue.push(queued);
    return queued;
  }

  /** An asker left: a report nobody waits for any more is not made. */
  #leave(queued: Queued, waiting: Waiting): void {
    queued.waiting.delete(waiting);
    if (queued.waiting.size === 0 && queued !== this.#running) this.#queue = this.#queue.filter((q) => q !== queued);
  }

  /** Hands the thread the next report once it has finished the one before. */
  #next(): void {
    if (this.#running || this.#closed) return;
    const queued = this.#queue.shift();
    if (!queued) return;
    this.#running = queued;
    this.#thread().postMessage(queued.job);
  }

  #settle(outcome: ReportOutcome): void {
    const queued = this.#running;
    if (!queued || queued.job.id !== outcome.id) return;
    this.#running = undefined;
    for (const { resolve, reject } of queued.waiting) {
      if ("json" in outcome) resolve(outcome.json);
      else reject(new ReportError(`the report failed: ${outcome.error.message}`, outcome.error.code));
    }
    this.#next();
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(workerProgram, { workerData: { databasePath: this.databasePath } });
    // An idle report thread never keeps the process alive; a report waited for keeps the server up anyway.
    worker.unref();
    worker.on("message", (outcome: ReportOutcome) => this.#settle(outcome));
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
    const all = [...(this.#running ? [this.#running] : []), ...this.#queue];
    this.#running = undefined;
    this.#queue = [];
    for (const queued of all) for (const { reject } of queued.waiting) reject(error);
  }
}
