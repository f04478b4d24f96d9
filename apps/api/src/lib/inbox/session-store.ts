import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inboxSessions } from "../../db/schema";
import { isStorageFault } from "../http/storage-fault";

// A session's last use is written down at most this often: a read of the inbox writes nothing
// most of the time, and a full disk costs a session at most this much of its idle time.
const writeEveryMs = 60 * 1000;

/**
 * Inbox sessions, kept in the database: a random token per sign-in, forgotten after `idleMs`
 * without use or at sign-out. A restart or redeploy keeps them (see
 * docs/decisions/016-inbox-sessions-on-disk.md). Only a digest of each token is stored, so the
 * table holds nothing a cookie could replay. A use is written at most once a minute, and a use
 * that cannot be written (a full disk) still counts: reading the inbox never fails for it.
 */
export class SessionStore {
  private readonly idleMs: number;
  private readonly now: () => number;
  private readonly onWriteFailure: (error: unknown) => void;

  constructor(
    private readonly db: Db,
    options: {
      /** A session ends after this long without use. */
      idleMs: number;
      /** The clock, in milliseconds (tests move it). */
      now?: () => number;
      /** Told when a use could not be written (a full disk); the session still counts it. */
      onWriteFailure?: (error: unknown) => void;
    },
  ) {
    this.idleMs = options.idleMs;
    this.now = options.now ?? (() => Date.now());
    this.onWriteFailure = options.onWriteFailure ?? (() => {});
  }

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

  /**
   * Marks a session used; returns when it will lapse (from its last use written down), or null if
   * it is unknown or lapsed.
   */
  touch(token: string): Date | null {
    const key = digest(token);
    const row = this.db.select().from(inboxSessions).where(eq(inboxSessions.tokenDigest, key)).get();
    const now = this.now();
    if (row === undefined || now - row.lastSeenMs >= this.idleMs) {
      if (row) this.tryWrite(() => this.db.delete(inboxSessions).where(eq(inboxSessions.tokenDigest, key)).run());
      return null;
    }
    if (now - row.lastSeenMs < writeEveryMs) return new Date(row.lastSeenMs + this.idleMs);
    const written = this.tryWrite(() =>
      this.db.update(inboxSessions).set({ lastSeenMs: now }).where(eq(inboxSessions.tokenDigest, key)).run(),
    );
    return new Date((written ? now : row.lastSeenMs) + this.idleMs);
  }

  /** Runs a write that a read depends on only loosely: a disk that takes nothing is reported, not thrown. */
  private tryWrite(write: () => void): boolean {
    try {
      write();
      return true;
    } catch (error) {
      if (!isStorageFault(error)) throw error;
      this.onWriteFailure(error);
      return false;
    }
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
