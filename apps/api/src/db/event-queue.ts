import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./client";
import { events } from "./schema";

export type NewEvent = Omit<typeof events.$inferInsert, "id" | "createdAt">;

/** How long a tap waits for others before they are written together, and how many may wait. */
export const eventQueueLimits = { flushMs: 250, maxWaiting: 20_000 };

/**
 * Call taps written together: a beacon is answered at once and its row joins those waiting; one
 * transaction every `flushMs` writes them all (one commit, one fsync, instead of one per tap; a
 * burst of taps was a burst of durable commits on the event loop, decision 037). The window: a
 * crash (not a stop, which writes them) loses the taps of its last quarter second. A tap is no
 * lead: nobody is owed an answer for it, so a durable commit each is not worth the wait it costs
 * everyone else. Past `maxWaiting` (a disk that cannot take them) new taps are dropped, said once.
 */
export class EventQueue {
  private waiting: (NewEvent & { createdAt: string })[] = [];
  private timer: NodeJS.Timeout | undefined;
  private droppedSinceSaid = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(event: NewEvent): void {
    if (this.waiting.length >= eventQueueLimits.maxWaiting) {
      if (this.droppedSinceSaid++ === 0)
        this.log.warn("call taps are arriving faster than they can be written; dropping");
      return;
    }
    this.waiting.push({ ...event, createdAt: new Date().toISOString() });
    this.timer ??= setTimeout(() => this.flush(), eventQueueLimits.flushMs);
  }

  /** Writes every waiting tap in one transaction; the report and the shutdown call it first. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.waiting.length === 0) return;
    const rows = this.waiting;
    this.waiting = [];
    try {
      this.db.transaction((tx) => {
        for (let start = 0; start < rows.length; start += 500)
          tx.insert(events)
            .values(rows.slice(start, start + 500))
            .run();
      });
      this.droppedSinceSaid = 0;
    } catch (error) {
      this.log.error({ err: error, taps: rows.length }, "call taps could not be written; they are lost");
    }
  }
}
