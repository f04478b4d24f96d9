import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { inboxSessions } from "../db/schema";

/**
 * Inbox sessions, kept in the database: a random token per sign-in, forgotten after `idleMs`
 * without use or at sign-out. A restart or redeploy keeps them (see
 * docs/decisions/016-inbox-sessions-on-disk.md). Only a digest of each token is stored, so the
 * table holds nothing a cookie could replay.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Starts a session and returns its token (the cookie's value). */
  create(): string {
    this.prune();
    const token = randomBytes(32).toString("base64url");
    this.db
      .insert(inboxSessions)
      .values({ tokenDigest: digest(token), lastSeenMs: this.now() })
      .run();
    return token;
  }

  /** Marks a session used; returns when it will lapse, or null if it is unknown or lapsed. */
  touch(token: string): Date | null {
    const key = digest(token);
    const row = this.db.select().from(inboxSessions).where(eq(inboxSessions.tokenDigest, key)).get();
    const now = this.now();
    if (row === undefined || now - row.lastSeenMs >= this.idleMs) {
      if (row) this.db.delete(inboxSessions).where(eq(inboxSessions.tokenDigest, key)).run();
      return null;
    }
    this.db.update(inboxSessions).set({ lastSeenMs: now }).where(eq(inboxSessions.tokenDigest, key)).run();
    return new Date(now + this.idleMs);
  }

  revoke(token: string): void {
    this.db
      .delete(inboxSessions)
      .where(eq(inboxSessions.tokenDigest, digest(token)))
      .run();
  }

  /** Ends every session (the inbox password changed). */
  revokeAll(): number {
    return this.db.delete(inboxSessions).run().changes;
  }

  get size(): number {
    return this.db.$client.prepare("SELECT count(*) AS n FROM inbox_sessions").pluck().get() as number;
  }

  private prune(): void {
    this.db
      .delete(inboxSessions)
      .where(lt(inboxSessions.lastSeenMs, this.now() - this.idleMs + 1))
      .run();
  }
}

function digest(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
