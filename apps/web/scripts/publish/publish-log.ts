import { existsSync, readFileSync } from "node:fs";
import { type PublishRecord, publishLogLength, publishLogSchema } from "@brightwater/contracts";
import { writeWhole } from "./write-whole";

/** The publishes recorded so far, newest first; none when the file does not exist yet. */
export function readPublishLog(file: string): PublishRecord[] {
  if (!existsSync(file)) return [];
  const parsed = publishLogSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  return parsed.success ? parsed.data : [];
}

/**
 * Whether the newest record already says this: a refusal is recorded (and alerted) once, not at
 * every pull that meets the same commit.
 */
export function alreadyRecorded(file: string, record: Pick<PublishRecord, "commit" | "outcome" | "message">): boolean {
  const [last] = readPublishLog(file);
  return last?.commit === record.commit && last.outcome === record.outcome && last.message === record.message;
}

/** Adds a record at the top and keeps the newest `publishLogLength`; the file is replaced whole. */
export function recordPublish(file: string, record: PublishRecord): void {
  const log = [record, ...readPublishLog(file)].slice(0, publishLogLength);
  writeWhole(file, `${JSON.stringify(log, null, 1)}\n`);
}
