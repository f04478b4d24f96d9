// The second hostile probe's findings 2 and 6, numbered 22 and 26 here: the office keeps its inbox
// through a publish's record the build could not have written, and on a full disk. Against the
// built production server on loopback, bounded in time.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root, startProductionServer } from "../perf/local-server.mjs";
import { smallDisk } from "./beside-server.mjs";
import { inboxOrigin, password, signIn, sleep, timedRequest } from "./clients.mjs";

/** @typedef {import("./visitor-abuse.mjs").Finding} Finding */

/**
 * As the publish writes routes.json: whole, by rename.
 * @param {string} buildDir
 * @param {unknown} record
 */
function writeRecord(buildDir, record) {
  writeFileSync(join(buildDir, "routes.json.tmp"), JSON.stringify(record));
  renameSync(join(buildDir, "routes.json.tmp"), join(buildDir, "routes.json"));
}

/**
 * 22. A publish's record (which never lists the inbox), then records the build could not have written.
 * @param {Finding} finding
 */
export async function publishKeepsInbox(finding) {
  const work = mkdtempSync(join(tmpdir(), "brightwater-probe-build-"));
  const buildDir = join(work, "build");
  cpSync(join(root, "apps/web/build"), buildDir, { recursive: true });
  const site = await startProductionServer({ WEB_BUILD_DIR: buildDir, ADMIN_PASSWORD: password, LOG_LEVEL: "info" });
  try {
    /** @type {{ paths: string[] }} */
    const record = JSON.parse(readFileSync(join(buildDir, "routes.json"), "utf8"));
    const status = async (/** @type {string} */ path) => (await timedRequest(`${site.origin}${path}`, {})).status;
    writeRecord(buildDir, { ...record, paths: record.paths.filter((path) => path !== "/admin") });
    await sleep(1500);
    const inbox = await status("/admin");
    const bad = [
      { paths: ["/", ...Array.from({ length: 50_000 }, (_, index) => `/p${index}`)], redirects: [] },
      { paths: ["/", "/../../../etc"], redirects: [] },
      { paths: ["/"], redirects: [{ from: "/go", to: "//evil.example" }] },
      { paths: [], redirects: [] },
    ];
    /** @type {string[]} */
    const seen = [];
    for (const one of bad) {
      writeRecord(buildDir, one);
      await sleep(1500);
      seen.push(`${await status("/")}/${await status("/go")}`);
    }
    const errors = readFileSync(site.logFile, "utf8")
      .split("\n")
      .filter((line) => line.includes("publish_unreadable"));
    finding(
      22,
      "a publish takes the inbox away",
      inbox === 200 && seen.every((pair) => pair === "200/404") && errors.length === bad.length,
      `/admin after a publish's record: ${inbox}; 4 records the build could not write (50,000 paths, a path outside the build, a //host redirect, no pages): / and /go answered ${seen.join(", ")}, ${errors.length} error lines`,
    );
  } finally {
    await site.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * 26. The office signs in and reads the inbox while the disk is full.
 * @param {Finding} finding
 */
export async function inboxOnFullDisk(finding) {
  const disk = smallDisk();
  if (!disk) {
    console.log("skipped 26. the inbox on a full disk: mounting a tmpfs is not permitted here");
    return;
  }
  /** @type {Awaited<ReturnType<typeof startProductionServer>> | null} */
  let site = null;
  try {
    const running = await startProductionServer({ DATABASE_PATH: join(disk.dir, "site.db"), ADMIN_PASSWORD: password });
    site = running;
    const before = await signIn(running.origin);
    await sleep(200);
    disk.fill();
    const read = async (/** @type {string} */ cookie) =>
      (await fetch(`${running.origin}/api/admin/submissions`, { headers: { cookie } })).status;
    const signInStatus = (
      await fetch(`${running.origin}/api/admin/session`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: inboxOrigin },
        body: JSON.stringify({ password }),
      })
    ).status;
    const reads = [await read(before), await read(before)];
    finding(
      26,
      "the inbox unusable on a full disk",
      reads.every((status) => status === 200),
      `disk full: the inbox list read ${reads.join(", ")} with a session from before; a new sign-in answered ${signInStatus}`,
    );
  } finally {
    await site?.stop();
    disk.remove();
  }
}
