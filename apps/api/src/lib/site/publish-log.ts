import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { type PublishRecord, publishLogFile, publishLogSchema } from "@brightwater/contracts";

/** Where `npm run publish -- --pull` records its outcomes: beside the database. */
export function publishLogPath(databasePath: string): string {
  return join(dirname(databasePath), publishLogFile);
}

/**
 * The publishes recorded, newest first: none before the first pull. A record half written cannot
 * be read (the publish replaces the file whole), and one that does not parse is none.
 */
export function readPublishLog(file: string): PublishRecord[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  try {
    return publishLogSchema.parse(JSON.parse(text));
  } catch {
    return [];
  }
}
