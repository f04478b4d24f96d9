import { readFileSync, statfsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { ReadinessChecks } from "@brightwater/contracts";
import { migrationsFolder } from "../paths";
import type { Db } from "./client";

/** A real write: the header's user_version, set to what it already is (one tiny durable commit). */
export function databaseWritable(db: Db): ReadinessChecks["database"] {
  try {
    const version = db.$client.pragma("user_version", { simple: true }) as number;
    db.$client.pragma(`user_version = ${Number(version)}`);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as { code?: string }).code ?? "write failed" };
  }
}

/** Every migration of this build is recorded as applied in the database. */
export function migrationsApplied(db: Db): ReadinessChecks["migrations"] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  const expected = journal.entries.length;
  try {
    const row = db.$client.prepare("SELECT count(*) AS applied FROM __drizzle_migrations").get() as {
      applied: number;
    };
    return { ok: row.applied >= expected, applied: row.applied, expected };
  } catch {
    return { ok: false, applied: 0, expected };
  }
}

/** Free space on the database's file system, against a minimum. */
export function diskSpace(databasePath: string, minFreeBytes: number): ReadinessChecks["disk"] {
  const stats = statfsSync(dirname(databasePath));
  const freeBytes = stats.bavail * stats.bsize;
  return { ok: freeBytes >= minFreeBytes, freeBytes, minFreeBytes };
}

/**
 * How many notification jobs of the configured channels wait, and how long the oldest has waited
 * (reported, not gating). Jobs of a channel that is not configured wait for the inbox, not for a
 * mailer: counting them would raise an alarm 30 minutes after the first lead of a site without mail.
 */
export function mailQueue(db: Db, maxAgeSeconds: number, channels: readonly string[]): ReadinessChecks["mailQueue"] {
  if (channels.length === 0) return { ok: true, pending: 0, oldestAgeSeconds: 0, maxAgeSeconds };
  const row = db.$client
    .prepare(
      `SELECT count(*) AS pending, min(s.created_at) AS oldest
       FROM outbox o JOIN submissions s ON s.id = o.submission_id
       WHERE o.state = 'pending' AND o.channel IN (${channels.map(() => "?").join(", ")})`,
    )
    .get(...channels) as { pending: number; oldest: string | null };
  const oldestAgeSeconds = row.oldest ? Math.max(0, Math.round((Date.now() - Date.parse(row.oldest)) / 1000)) : 0;
  return { ok: oldestAgeSeconds <= maxAgeSeconds, pending: row.pending, oldestAgeSeconds, maxAgeSeconds };
}
