// Decision 018's fault 9: the production server does not start with an inbox password anyone
// could guess, and says which setting stopped it.
import { spawnSync } from "node:child_process";
import { host, root } from "../perf/local-server.mjs";

/** @typedef {import("./visitor-abuse.mjs").Finding} Finding */

/**
 * 9. A one-character inbox password stops the production server with a line naming it.
 * @param {Finding} finding
 */
export function shortPassword(finding) {
  const started = spawnSync(process.execPath, ["apps/api/dist/server.js"], {
    cwd: root,
    encoding: "utf8",
    timeout: 30_000,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: host,
      PORT: "0",
      ADMIN_PASSWORD: "x",
      DATABASE_PATH: "/nonexistent/probe.db",
    },
  });
  const output = `${started.stdout}${started.stderr}`;
  const line = output.split("\n").find((text) => text.includes("ADMIN_PASSWORD")) ?? "";
  finding(
    9,
    "weak inbox sign-in (start-up)",
    started.status !== 0 && started.status !== null && line !== "",
    `ADMIN_PASSWORD=x in production: exit code ${started.status}; ${line.trim().slice(0, 160)}`,
  );
}
