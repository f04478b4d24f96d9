import { createHash, randomBytes } from "node:crypto";

/**
 * Inbox sessions, held in memory: a random token per sign-in, forgotten after `idleMs` without
 * use or at sign-out. A restart signs everyone out (see docs/decisions/004-inbox-sessions-in-memory.md).
 * Only a digest of each token is kept, so the map itself holds nothing a cookie could replay.
 */
export class SessionStore {
  private readonly lastSeen = new Map<string, number>();

  constructor(
    private readonly idleMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Starts a session and returns its token (the cookie's value). */
  create(): string {
    this.prune();
    const token = randomBytes(32).toString("base64url");
    this.lastSeen.set(digest(token), this.now());
    return token;
  }

  /** Marks a session used; returns when it will lapse, or null if it is unknown or lapsed. */
  touch(token: string): Date | null {
    const key = digest(token);
    const seen = this.lastSeen.get(key);
    const now = this.now();
    if (seen === undefined || now - seen >= this.idleMs) {
      this.lastSeen.delete(key);
      return null;
    }
    this.lastSeen.set(key, now);
    return new Date(now + this.idleMs);
  }

  revoke(token: string): void {
    this.lastSeen.delete(digest(token));
  }

  get size(): number {
    return this.lastSeen.size;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, seen] of this.lastSeen) if (now - seen >= this.idleMs) this.lastSeen.delete(key);
  }
}

function digest(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
