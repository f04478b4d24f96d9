import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type PublishRecord, publishLogFile, publishLogSchema } from "@brightwater/contracts";

/** Where `npm run publish -- --pull` records its outcomes: PUBLISH_LOG_DIR, else beside the database. */
export function publishLogPath(config: { publishLogDir: string }): string {
  return join(config.publishLogDir, publishLogFile);
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
