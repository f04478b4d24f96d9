import { copyFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "../paths";
import { tempDir } from "../test/helpers";
import { openDatabase } from "./client";

/** How many migrations this build has: a new one must not make these tests red. */
const migrationCount = (
  JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] }
).entries.length;

// A database written by the first schema (0000_init) before the pipeline existed: leads new,
// handled, spam and a career application, with their outbox rows.
const fixture = join(import.meta.dirname, "../test/fixtures/site-0000.db");

describe("migrations on a database made by the 0000 schema", { timeout: 30_000 }, () => {
  it("turns handled leads into contacted ones and keeps every lead and job", () => {
    const path = join(tempDir(), "site.db");
    copyFileSync(fixture, path);
    const before = new Database(path, { readonly: true });
    const oldRows = before.prepare("SELECT id, status, first_name FROM submissions ORDER BY id").all();
    const oldJobs = before.prepare("SELECT id, submission_id, state FROM outbox ORDER BY id").all();
    before.close();
    expect(oldRows).toContainEqual({ id: 2, status: "handled", first_name: "Bob" });

    const db = openDatabase(path);
    try {
      const rows = db.$client
        .prepare("SELECT id, status, first_name, source, lost_reason, attribution FROM submissions ORDER BY id")
        .all();
      expect(rows).toEqual([
        { id: 1, status: "new", first_name: "Ann", source: "unknown", lost_reason: "", attribution: "{}" },
        { id: 2, status: "contacted", first_name: "Bob", source: "unknown", lost_reason: "", attribution: "{}" },
        { id: 3, status: "new", first_name: "Cara", source: "unknown", lost_reason: "", attribution: "{}" },
        { id: 4, status: "spam", first_name: "Spam", source: "unknown", lost_reason: "", attribution: "{}" },
      ]);
      const jobs = db.$client.prepare("SELECT id, submission_id, state, channel FROM outbox ORDER BY id").all();
      expect(jobs).toEqual(
        (oldJobs as { id: number; submission_id: number; state: string }[]).map((job) => ({
          ...job,
          channel: "company_email",
        })),
      );
      // The new tables exist and are empty.
      expect(db.$client.prepare("SELECT count(*) AS n FROM events").get()).toEqual({ n: 0 });
      expect(db.$client.prepare("SELECT count(*) AS n FROM status_changes").get()).toEqual({ n: 0 });
      expect(db.$client.prepare("SELECT count(*) AS n FROM review_requests").get()).toEqual({ n: 0 });
      // No customer of an older lead has been asked for a review.
      expect(
        db.$client.prepare("SELECT count(*) AS n FROM submissions WHERE review_requested_at IS NOT NULL").get(),
      ).toEqual({ n: 0 });
    } finally {
      db.$client.close();
    }
  });

  it("opens the migrated copy again without applying anything twice", () => {
    const path = join(tempDir(), "site.db");
    copyFileSync(fixture, path);
    openDatabase(path).$client.close();
    const db = openDatabase(path);
    try {
      expect(db.$client.prepare("SELECT count(*) AS n FROM __drizzle_migrations").get()).toEqual({ n: migrationCount });
      expect(db.$client.prepare("SELECT count(*) AS n FROM submissions").get()).toEqual({ n: 4 });
    } finally {
      db.$client.close();
    }
  });
});
