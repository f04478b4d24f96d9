import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { environmentWith } from "../../env";
import { webCommand } from "../web-command.mjs";
import { repoRoot } from "./code-hash";
import type { PublishResult } from "./result";

const webDir = join(repoRoot, "apps/web");

/**
 * Runs the publish on the checkout as it now is; its output goes straight to ours. `stopped`: it
 * ended without saying how (a crash, a kill), perhaps with some pages written.
 */
export function runPublish(): PublishResult & { stopped?: boolean } {
  const dir = mkdtempSync(join(tmpdir(), "publish-result-"));
  const resultFile = join(dir, "result.json");
  try {
    const [program, args] = webCommand("publish");
    const env = environmentWith({ PUBLISH_RESULT_FILE: resultFile });
    const run = spawnSync(program, args, { cwd: webDir, env, stdio: ["ignore", "inherit", "inherit"] });
    if (existsSync(resultFile)) return JSON.parse(readFileSync(resultFile, "utf8"));
    const message = `the publish stopped without a result (exit ${run.status ?? run.signal}, its output is in the journal: journalctl -u brightwater-publish); the checkout is back on the live commit and the live site as it was`;
    return { ok: false, changed: [], removed: [], problems: [], message, stopped: true };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
