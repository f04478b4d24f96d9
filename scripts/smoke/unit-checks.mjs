// The deploy's unit files and the production start's refusals, checked before the stack runs.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { check } from "./checklist.mjs";
import { serveOnce } from "./server.mjs";

const root = new URL("../../", import.meta.url).pathname;

/**
 * `systemd-analyze verify` on the units, then the start with a build for another SITE_ORIGIN and
 * with an unchecked catalogue: both refused.
 * @param {string} envFile
 */
export function checkUnits(envFile) {
  const verify = spawnSync(
    "systemd-analyze",
    [
      "verify",
      ...["brightwater.socket", "brightwater.service", "brightwater-publish.service", "brightwater-publish.timer"].map(
        (unit) => join(root, "deploy", unit),
      ),
    ],
    {
      encoding: "utf8",
    },
  );
  check(
    "systemd-analyze verify deploy/brightwater.socket, .service and the publish timer",
    verify.status === 0 && verify.stderr.trim() === "",
    verify.error
      ? String(verify.error)
      : `exit ${verify.status}${verify.stderr.trim() ? `: ${verify.stderr.trim()}` : ""}`,
  );
  const otherOrigin = serveOnce({ ENV_FILE: envFile, SITE_ORIGIN: "https://www.example.org" });
  check(
    "production start refuses a build for another SITE_ORIGIN",
    otherOrigin.code === 78 && otherOrigin.lines.length === 1 && /SITE_ORIGIN/.test(otherOrigin.lines[0] ?? ""),
    `exit ${otherOrigin.code}: ${otherOrigin.lines.at(-1)}`,
  );
  const unchecked = serveOnce({ ENV_FILE: envFile, ALLOW_SAMPLE_CONTENT: "0" });
  check(
    "production start refuses an unchecked catalogue",
    unchecked.code === 78 && /ALLOW_SAMPLE_CONTENT/.test(unchecked.lines.at(-1) ?? ""),
    `exit ${unchecked.code}: ${unchecked.lines.at(-1)}`,
  );
}
