import type { FastifyBaseLogger } from "fastify";
import { LogThrottle } from "../http/log-throttle";
import type { VisitCounter } from "./visit-counter";

/**
 * How often the counted visits are written. A process that dies without shutting down loses the
 * visits counted since the last write: at most this long's worth (a shutdown writes them all).
 */
export const visitFlushIntervalMs = 5_000;

/**
 * Writes the counter's visits every `intervalMs`, off any request, and once more at `stop` (the
 * server's shutdown, before the database closes). A failed write is logged (at most once a
 * minute) and its counts wait for the next.
 */
export class VisitFlush {
  readonly #counter: VisitCounter;
  readonly #log: FastifyBaseLogger;
  readonly #intervalMs: number;
  readonly #failures = new LogThrottle(60_000);
  #timer: NodeJS.Timeout | undefined;

  constructor(counter: VisitCounter, log: FastifyBaseLogger, intervalMs = visitFlushIntervalMs) {
    this.#counter = counter;
    this.#log = log;
    this.#intervalMs = intervalMs;
  }

  start(): void {
    this.#timer ??= setInterval(() => this.flush(), this.#intervalMs).unref();
  }

  /** Writes what is counted so far; false (logged) when the write failed. */
  flush(): boolean {
    try {
      this.#counter.flush();
      return true;
    } catch (error) {
      const suppressed = this.#failures.take("visit_flush");
      if (suppressed !== null)
        this.#log.error(
          { err: error, code: "visit_flush_failed", pendingRows: this.#counter.pendingRows, suppressed },
          "visit counts could not be written; they are kept for the next write",
        );
      return false;
    }
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.flush();
  }
}
