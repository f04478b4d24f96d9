import { writeFileSync } from "node:fs";
import { publishEnv } from "../../env";

/** One thing a publish refused over: the catalogue file, the field in it, and why. */
export interface PublishProblem {
  file: string;
  path: string;
  message: string;
}

/** What a publish did, for whoever started it (`npm run publish -- --pull` records it in the inbox). */
export interface PublishResult {
  ok: boolean;
  /** The paths whose pages changed, and those no longer served. */
  changed: string[];
  removed: string[];
  problems: PublishProblem[];
  /** The publish's last line: its summary, or why it refused. */
  message: string;
}

/** Written where PUBLISH_RESULT_FILE names, when it does; the output stays the one people read. */
export function writeResult(result: PublishResult): void {
  const file = publishEnv.resultFile;
  if (file) writeFileSync(file, `${JSON.stringify(result)}\n`);
}
