/** A try counted against the throttle before its password is checked. */
export interface SignInTry {
  /** Milliseconds until sign-in is open again; 0 when this try was counted and may be checked. */
  waitMs: number;
  /** Uncounts the try (its password was right); does nothing for a try that was not counted. */
  release(): void;
}

/**
 * Wrong inbox passwords from all addresses together. Past `maxFailures` within `windowMs`, sign-in
 * waits for everyone until the oldest of them leaves the window: a guess spread over thousands of
 * addresses gets no more tries than one from a single address would.
 *
 * A try is counted as wrong when it is taken (`take`), before its password is hashed, and
 * uncounted if the password was right: tries that arrive together cannot all pass the check while
 * the first of them are still being hashed.
 */
export class SignInThrottle {
  private failures: { at: number }[] = [];

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  private prune(now: number): void {
    while (this.failures.length > 0 && (this.failures[0]?.at ?? 0) <= now - this.windowMs) this.failures.shift();
  }

  /** Counts a wrong password that was checked without taking a try (a known device's). */
  failed(): void {
    const now = this.now();
    this.prune(now);
    this.failures.push({ at: now });
    // Only the newest maxFailures matter; the list stays small however many arrive.
    if (this.failures.length > this.maxFailures) this.failures.shift();
  }

  /** Milliseconds until sign-in is open again; 0 when it is open now. */
  waitMs(): number {
    const now = this.now();
    this.prune(now);
    if (this.failures.length < this.maxFailures) return 0;
    return Math.max(1, (this.failures[0]?.at ?? now) + this.windowMs - now);
  }

  /** Takes a try when sign-in is open: counted as wrong at once, in the same step as the check. */
  take(): SignInTry {
    const waitMs = this.waitMs();
    if (waitMs > 0) return { waitMs, release: () => {} };
    const entry = { at: this.now() };
    this.failures.push(entry);
    return {
      waitMs: 0,
      release: () => {
        const index = this.failures.indexOf(entry);
        if (index >= 0) this.failures.splice(index, 1);
      },
    };
  }
}
