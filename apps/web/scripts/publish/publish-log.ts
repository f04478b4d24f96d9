import { existsSync, readFileSync } from "node:fs";
import { type PublishRecord, publishLogDays, publishLogLength, publishLogSchema } from "@brightwater/contracts";
import { writeWhole } from "./write-whole";

/** The publishes recorded so far, newest first; none when the file does not exist yet. */
export function readPublishLog(file: string): PublishRecord[] {
  if (!existsSync(file)) return [];
  const parsed = publishLogSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  return parsed.success ? parsed.data : [];
}

/**
 * Whether the newest record already says this of this commit: a refusal is recorded (and alerted)
 * once per commit and outcome, not at every pull that meets the same commit, even when the words
 * of its reason change (a time, a count).
 */
export function alreadyRecorded(file: string, record: Pick<PublishRecord, "commit" | "outcome" | "stage">): boolean {
  const [last] = readPublishLog(file);
  return last?.commit === record.commit && last.outcome === record.outcome && last.stage === record.stage;
}

/**
 * Adds a record at the top and keeps the newest `publishLogLength` of the last `publishLogDays`
 * days (the newest always); the file is replaced whole.
 */
export function recordPublish(file: string, record: PublishRecord, now = new Date()): void {
  const since = new Date(now.getTime() - publishLogDays * 24 * 60 * 60 * 1000).toISOString();
  const kept = readPublishLog(file).filter((entry) => entry.at >= since);
  const log = [record, ...kept].slice(0, publishLogLength);
  writeWhole(file, `${JSON.stringify(log, null, 1)}\n`);
}
