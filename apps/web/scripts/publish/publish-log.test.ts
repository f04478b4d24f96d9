import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PublishRecord } from "@brightwater/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { alreadyRecorded, readPublishLog, recordPublish } from "./publish-log";

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) rmSync(dirs.pop() as string, { recursive: true, force: true });
});

const logFile = () => {
  const dir = mkdtempSync(join(tmpdir(), "publish-log-"));
  dirs.push(dir);
  return join(dir, "publish-log.json");
};

const entry = (at: string, commit: string, message = "refused"): PublishRecord => ({
  at,
  commit: commit.padEnd(40, "0"),
  subject: "A town",
  outcome: "refused",
  stage: "pull",
  pages: [],
  removed: [],
  problems: [],
  message,
});

describe("the record of publishes", () => {
  it("keeps the newest 200 of the last 90 days", () => {
    const file = logFile();
    const now = new Date("2026-12-02T00:00:00.000Z");
    recordPublish(file, entry("2026-08-01T00:00:00.000Z", "a"), now);
    for (let index = 0; index < 250; index++)
      recordPublish(
        file,
        entry(new Date(now.getTime() - (250 - index) * 60_000).toISOString(), index.toString(16)),
        now,
      );
    const log = readPublishLog(file);
    expect(log).toHaveLength(200);
    expect(log[0]?.commit).toBe("f9".padEnd(40, "0"));
    expect(log.some((record) => record.at.startsWith("2026-08"))).toBe(false);
  });

  it("says a commit's refusal is recorded once, however its words change", () => {
    const file = logFile();
    recordPublish(file, entry("2026-12-01T00:00:00.000Z", "b", "refused at 10:00"));
    expect(alreadyRecorded(file, entry("2026-12-01T00:00:15.000Z", "b", "refused at 10:15"))).toBe(true);
    expect(alreadyRecorded(file, entry("2026-12-01T00:00:15.000Z", "c"))).toBe(false);
  });
});
