import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { applyBakedSettings, bakedSettings } from "../../env";
import { writeWhole } from "./write-whole";

const recordSchema = z.object({
  codeHash: z.string(),
  settings: z.record(z.string(), z.string()),
});

export type BuildRecord = z.infer<typeof recordSchema>;

export const buildRecordFile = "build-record.json";

/** Written by the full build (postbuild.ts): what a later publish must match. */
export function writeBuildRecord(buildDir: string, codeHash: string): void {
  const settings = bakedSettings();
  writeWhole(join(buildDir, buildRecordFile), `${JSON.stringify({ codeHash, settings }, null, 1)}\n`);
}

/** The record of the build in `buildDir`, or null when there is none (a build from before publish existed). */
export function readBuildRecord(buildDir: string): BuildRecord | null {
  const file = join(buildDir, buildRecordFile);
  if (!existsSync(file)) return null;
  return recordSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

/** Puts the build's baked settings in this process's environment, before the server bundle reads it. */
export function applyBuildSettings(record: BuildRecord): void {
  applyBakedSettings(record.settings);
}
