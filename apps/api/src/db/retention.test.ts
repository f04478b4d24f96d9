import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testApp, testConfig } from "../test/helpers";
import { retentionCutoff } from "./retention";
import { events, outbox, statusChanges, submissions } from "./schema";

const day = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

describe("retention", { timeout: 30_000 }, () => {
  it("counts calendar months back from now", () => {
    expect(retentionCutoff(new Date("2026-11-23T12:00:00Z"), 24)).toBe("2024-11-23T12:00:00.000Z");
  });

  it("deletes requests, their jobs and résumés, and events older than 24 months (the default) at start-up, keeping the rest", async () => {
    // No RETENTION_MONTHS: the default the privacy policy promises.
    const config = testConfig();
    expect(config.RETENTION_MONTHS).toBe(24);
    const old = new Date(Date.now() - 25 * 31 * day).toISOString();
    const recent = new Date(Date.now() - 23 * 31 * day).toISOString();
    mkdirSync(config.resumeDir, { recursive: true });
    const oldResume = join(config.resumeDir, "old.pdf");
    const recentResume = join(config.resumeDir, "recent.pdf");
    writeFileSync(oldResume, "%PDF-1.4 old");
    writeFileSync(recentResume, "%PDF-1.4 recent");
    const app = await testApp(config);
    const [oldLead, recentLead] = app.db
      .insert(submissions)
      .values([
        { kind: "career", firstName: "Old", createdAt: old, details: { resumeStoredName: "old.pdf" } },
        { kind: "career", firstName: "Recent", createdAt: recent, details: { resumeStoredName: "recent.pdf" } },
      ])
      .returning({ id: submissions.id })
      .all();
    if (!oldLead || !recentLead) throw new Error("seed failed");
    app.db.insert(outbox).values({ submissionId: oldLead.id, state: "sent" }).run();
    app.db.insert(statusChanges).values({ submissionId: oldLead.id, fromStatus: "new", toStatus: "contacted" }).run();
    app.db
      .insert(events)
      .values([
        { type: "call_tap", pagePath: "/old", createdAt: old },
        { type: "call_tap", pagePath: "/recent", createdAt: recent },
      ])
      .run();

    await app.ready();

    expect(app.db.select({ firstName: submissions.firstName }).from(submissions).all()).toEqual([
      { firstName: "Recent" },
    ]);
    expect(app.db.select().from(outbox).all()).toEqual([]);
    expect(app.db.select().from(statusChanges).all()).toEqual([]);
    expect(app.db.select({ pagePath: events.pagePath }).from(events).all()).toEqual([{ pagePath: "/recent" }]);
    expect(existsSync(oldResume)).toBe(false);
    expect(existsSync(recentResume)).toBe(true);
    // The résumé budget counts only what is left.
    expect(app.resumes.usage()).toMatchObject({ files: 1, bytes: "%PDF-1.4 recent".length });
  });

  it("runs again every day: a request that crosses the line overnight is gone the next day", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "Date"], now: Date.now() });
    const config = testConfig({ RETENTION_MONTHS: "1" });
    const app = await testApp(config);
    await app.ready();
    // Twelve hours inside the period now; twelve hours past it tomorrow.
    const nearlyOld = new Date(Date.parse(retentionCutoff(new Date(), 1)) + day / 2).toISOString();
    app.db.insert(submissions).values({ kind: "contact", firstName: "Overnight", createdAt: nearlyOld }).run();
    app.db.insert(events).values({ type: "call_tap", createdAt: nearlyOld }).run();
    vi.advanceTimersByTime(day - 1000);
    expect(app.db.select().from(submissions).all()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(app.db.select().from(submissions).all()).toHaveLength(0);
    expect(app.db.select().from(events).all()).toHaveLength(0);
  });
});
