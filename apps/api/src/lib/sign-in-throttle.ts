/**
 * Wrong inbox passwords from all addresses together. Past `maxFailures` within `windowMs`, sign-in
 * waits for everyone until the oldest of them leaves the window: a guess spread over thousands of
 * addresses gets no more tries than one from a single address would.
 */
export class SignInThrottle {
  private failures: number[] = [];

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  private prune(now: number): void {
    while (this.failures.length > 0 && (this.failures[0] ?? 0) <= now - this.windowMs) this.failures.shift();
  }

  failed(): void {
    const now = this.now();
    this.prune(now);
    this.failures.push(now);
    // Only the newest maxFailures matter; the list stays small however many arrive.
    if (this.failures.length > this.maxFailures) this.failures.shift();
  }

  /** Milliseconds until sign-in is open again; 0 when it is open now. */
  waitMs(): number {
    const now = this.now();
    this.prune(now);
    if (this.failures.length < this.maxFailures) return 0;
    return Math.max(1, (this.failures[0] ?? now) + this.windowMs - now);
  }
}
