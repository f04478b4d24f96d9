/**
 * At most one log line per reason and interval. A refusal repeated by a busy client (a full
 * résumé budget, a rate limit) says so once a second with how many were left out, instead of
 * filling the log at the client's pace.
 */
export class LogThrottle {
  private readonly last = new Map<string, { at: number; suppressed: number }>();

  constructor(
    private readonly intervalMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many lines of this reason were left out since the last one; null when this one is left out too. */
  take(reason: string): number | null {
    const now = this.now();
    const entry = this.last.get(reason);
    if (entry && now - entry.at < this.intervalMs) {
      entry.suppressed++;
      return null;
    }
    this.last.set(reason, { at: now, suppressed: 0 });
    return entry?.suppressed ?? 0;
  }
}
