// `npm run smoke:guide`: docs/production.md is the test (decision 027). A Debian 12 with systemd as
// PID 1 is booted on this machine (scripts/guide/debian-root.mjs); every shell block of the guide
// runs in it, in order, word for word as read from the file, as root; the only changes are the values
// an operator types, printed first. Between and after the blocks it checks what the guide promises,
// and prints a table. Everything listens inside the root's own network namespace.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkHttps, checkPublish, checkRedeploy, domain, leadIds, postLead, startPoster } from "./guide/checks.mjs";
import { bootRoot, ensureRoot } from "./guide/debian-root.mjs";
import { cronCommand, cronEnvironment, cronLine, guideBlocks } from "./guide/guide-blocks.mjs";
import { checkHostilePushes } from "./guide/hostile-pushes.mjs";
import { checkJournal, checkRefusals } from "./guide/refusals.mjs";

/**
 * @typedef {import("./guide/checks.mjs").Root} Machine
 * @typedef {import("./guide/checks.mjs").Row} Row
 * @typedef {import("./guide/guide-blocks.mjs").GuideBlock} GuideBlock
 * @typedef {{ what: string; from: string; to: string | (() => string); why: string }} OperatorValue
 * @typedef {{ posts: number; refused: number; missing: number; longestMs: number }} Figures
 * @typedef {{ marker: string; bare?: string; backup?: string; later?: (number | null)[]; poster?: { done: Promise<unknown> }; figures?: Figures }} Context
 */

const root = new URL("..", import.meta.url).pathname;
const cacheDir = join(root, ".cache/guide-root");
// This run's overlay, the repository it clones and its tools; removed at the end (GUIDE_KEEP=1 keeps it).
const runDir = join(cacheDir, `run-${process.pid}`);
const toolsDir = join(runDir, "tools");
const guideFile = process.env.GUIDE_FILE || join(root, "docs/production.md");
const sha = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
/** @type {Row[]} */
const rows = [];
const started = Date.now();

/**
 * The values an operator types, and what stands in for each here.
 * @param {() => string} backupFolder
 * @returns {OperatorValue[]}
 */
function operatorValues(backupFolder) {
  const password = `guide-office-${randomBytes(6).toString("hex")}`;
  return [
    {
      what: "the repository",
      from: "https://git.example.com/brightwater/site.git",
      // Not under /tmp or /var/tmp: the publish's unit has a private one (PrivateTmp=).
      to: "/srv/upstream/site.git",
      why: `a bare copy of this checkout's HEAD (${sha})`,
    },
    { what: "the office's password", from: "<a long password for the office>", to: password, why: "made for this run" },
    {
      what: "the mail server",
      from: "smtps://website%40brightwaterplumbing.com:<password>@smtp.example.com:465",
      to: "smtp://127.0.0.1:2525",
      why: "none here: leads wait in the outbox",
    },
    {
      what: "the certificate",
      from: "Environment=CADDY_TLS=office@brightwaterplumbing.com",
      to: "Environment=CADDY_TLS=internal",
      why: "Caddy's local authority, trusted by the root (no ACME here)",
    },
    {
      what: "the backup to restore",
      from: "/mnt/offsite/2026-12-03-06",
      to: backupFolder,
      why: "the folder the guide's cron line made",
    },
  ];
}

/** @param {OperatorValue[]} values */
function printValues(values) {
  console.log(`smoke:guide: ${guideFile.replace(root, "")} on Debian 12 with systemd; the operator's values:`);
  for (const { what, from, to, why } of values)
    console.log(`  ${what}: ${from} → ${typeof to === "function" ? "(at its block)" : to}  (${why})`);
  console.log(
    `  the machine: Node ${process.version} copied from this machine (the guide's NodeSource step cannot be reached here);`,
  );
  console.log(
    `  ${domain} is the root's own 127.0.0.1; the npm registry through slirp4netns; all else on the root's loopback.`,
  );
}

/** The repository the guide clones: this checkout's HEAD, and the pushed catalogue edit later. */
function makeOrigin() {
  const bare = join(runDir, "site.git");
  spawnSync("git", ["init", "-q", "--bare", "-b", "main", bare], { stdio: "inherit" });
  spawnSync("git", ["push", "-q", bare, "HEAD:refs/heads/main"], { cwd: root, stdio: "inherit" });
  return bare;
}

/**
 * The office's edit, made elsewhere and pushed: a city page's words.
 * @param {string} bare
 * @param {string} marker
 */
function pushEdit(bare, marker) {
  const work = mkdtempSync(join(tmpdir(), "guide-edit-"));
  const git = (/** @type {string[]} */ ...args) =>
    spawnSync("git", args, { cwd: work, stdio: ["ignore", "ignore", "inherit"] });
  git("clone", "-q", bare, ".");
  const file = join(work, "packages/content/catalogue/cities/clemmons.json");
  const text = readFileSync(file, "utf8");
  /** @type {{ heroImage: { alt: string } }} */
  const city = JSON.parse(text);
  const { alt } = city.heroImage;
  writeFileSync(file, text.replace(JSON.stringify(alt), JSON.stringify(`${alt} ${marker}`)));
  git(
    "-c",
    "user.name=Office",
    "-c",
    "user.email=office@example.com",
    "commit",
    "-qam",
    "Clemmons: the photograph's words",
  );
  git("push", "-q", "origin", "main");
  rmSync(work, { recursive: true, force: true });
}

/**
 * A long command inside the root without waiting: { done } resolves when it ends.
 * @param {number} pid
 * @param {string} script
 */
function spawnInside(pid, script) {
  const child = spawn(
    "nsenter",
    [
      "--target",
      String(pid),
      "--mount",
      "--pid",
      "--net",
      "--uts",
      "--ipc",
      "--root",
      "/bin/sh",
      "-c",
      `cd / && ${script}`,
    ],
    { cwd: "/", stdio: "ignore" },
  );
  return { done: new Promise((resolve) => child.on("close", resolve)) };
}

/**
 * @param {Machine} machine
 * @param {GuideBlock} block
 * @param {number} index
 */
function runBlock(machine, block, index) {
  const label = `${block.section}${block.step ? ` · ${block.step}` : ""}`;
  console.log(`\n── block ${index + 1}: ${label} (line ${block.line}) ──\n${block.text.trimEnd()}\n──`);
  const blockStarted = Date.now();
  const cron = cronLine(block.text);
  let result;
  if (cron) {
    const { command } = cronCommand(cron);
    console.log(
      `(as cron runs it: /bin/sh -c with ${Object.entries(cronEnvironment)
        .map(([k, v]) => `${k}=${v}`)
        .join(" ")})`,
    );
    result = machine.run(command, { exactEnv: cronEnvironment, shell: "/bin/sh", echo: true });
  } else result = machine.run(`set -eo pipefail\n${block.text}`, { echo: true });
  const seconds = (Date.now() - blockStarted) / 1000;
  if (result.status !== 0) {
    console.log("── the block failed; the services say:");
    machine.run(
      "systemctl status --no-pager -n 0 brightwater caddy; journalctl -u brightwater -n 12 -o cat --no-pager; journalctl -u brightwater-publish -n 20 -o cat --no-pager",
      { echo: true },
    );
  }
  rows.push({
    name: `block ${index + 1}: ${label}`,
    ok: result.status === 0,
    detail: `exit ${result.status}, ${seconds.toFixed(1)} s`,
  });
  return result.status === 0;
}

/** @param {Figures} [figures] */
function printTable(figures) {
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(`\nsmoke:guide (${sha}, ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  for (const row of rows) console.log(`${row.ok ? "ok  " : "FAIL"}  ${row.name.padEnd(width)}  ${row.detail}`);
  if (figures)
    console.log(
      `redeploy under real systemd: ${figures.posts} posts, ${figures.refused} refused, ${figures.missing} acknowledged but missing`,
    );
  const failed = rows.filter((row) => !row.ok).length;
  console.log(failed === 0 ? "smoke:guide: the guide holds" : `smoke:guide: ${failed} failed`);
  return failed;
}

function downloadCaches() {
  /** @type {[string, string][]} */
  const caches = [
    [join(cacheDir, "pnpm"), "/root/.local/share/pnpm"],
    [join(cacheDir, "npm"), "/root/.npm"],
  ];
  for (const [dir] of caches) mkdirSync(dir, { recursive: true });
  return caches;
}

/**
 * @param {string} text
 * @param {OperatorValue[]} values
 */
function substituteBlock(text, values) {
  let out = text;
  for (const { from, to } of values) out = out.split(from).join(typeof to === "function" ? to() : to);
  return out;
}

/**
 * @param {Machine} machine
 * @param {string} folder
 * @param {number} status
 * @returns {Row}
 */
function checkBackup(machine, folder, status) {
  /** @type {{ database?: { leads?: number; lastLeadId?: number } }} */
  const manifest = JSON.parse(machine.run(`cat ${folder}/manifest.json 2>/dev/null || echo '{}'`).stdout || "{}");
  const ids = status === 0 && folder ? leadIds(machine, `${folder}/site.db`) : [];
  return {
    name: "the guide's cron line, as cron runs it: a backup",
    ok: status === 0 && ids.length > 0 && manifest.database?.leads === ids.length,
    detail: `${folder || "no folder"}: ${manifest.database?.leads ?? "?"} leads (up to #${manifest.database?.lastLeadId ?? "?"}) in the manifest, ${ids.length} in its site.db`,
  };
}

/**
 * @param {Machine} machine
 * @param {string} folder
 * @param {(number | null)[]} later
 * @returns {Row}
 */
function checkRestore(machine, folder, later) {
  const backupIds = leadIds(machine, `${folder}/site.db`);
  const live = leadIds(machine, "/var/lib/brightwater/site.db");
  const exact = live.length === backupIds.length && live.every((id, index) => id === backupIds[index]);
  const gone = later.filter((id) => id === null || !live.includes(id)).length;
  const ready = machine.run("curl -s --max-time 60 -o /dev/null -w '%{http_code}' http://127.0.0.1:3000/readyz").stdout;
  return {
    name: "the guide's Restore brings back exactly the backup's leads",
    ok: exact && gone === later.length && ready === "200",
    detail: `${live.length} leads live, ${backupIds.length} in the backup, ${exact ? "the same ids" : "different ids"}; ${gone} of ${later.length} posted after the backup gone; /readyz ${ready}`,
  };
}

/**
 * Before and after each block: what the guide promises at that point.
 * @param {Machine} machine
 * @param {Context} context
 * @returns {{ before: Record<string, () => void>; after: Record<string, (status: number) => void | Promise<void> | number> }}
 */
function hooks(machine, context) {
  return {
    before: {
      "Publish a content edit": () => pushEdit(context.bare ?? "", context.marker),
      "Update and redeploy": () => {
        context.poster = startPoster(machine, (script) => spawnInside(machine.pid, script));
      },
      Restore: () => {
        context.later = [1, 2, 3].map((n) => postLead(machine, `After the backup ${n}`, `127.0.3.${n}`).id);
      },
    },
    after: {
      "Publish a content edit": () => rows.push(...checkPublish(machine, context.marker, "/service-areas/clemmons-nc")),
      "Update and redeploy": async () => {
        const outcomes = () =>
          readFileSync(join(toolsDir, "out/poster.jsonl"), "utf8")
            .split("\n")
            .filter(Boolean)
            .map((line) => /** @type {import("./guide/checks.mjs").PostOutcome} */ (JSON.parse(line)));
        const result = await checkRedeploy(machine, context.poster ?? { done: Promise.resolve() }, outcomes);
        context.figures = result.figures;
        rows.push(...result.rows);
      },
      Backups: (status) => {
        context.backup = machine.run("ls -d /mnt/offsite/*/ 2>/dev/null | head -1").stdout.trim().replace(/\/$/, "");
        rows.push(checkBackup(machine, context.backup, status));
      },
      Restore: () => rows.push(checkRestore(machine, context.backup ?? "", context.later ?? [])),
    },
  };
}

/**
 * @param {Machine} machine
 * @param {GuideBlock[]} blocks
 * @param {OperatorValue[]} values
 * @param {Context} context
 */
async function runGuide(machine, blocks, values, context) {
  const { before, after } = hooks(machine, context);
  for (const [index, block] of blocks.entries()) {
    await before[block.section]?.();
    const text = substituteBlock(block.text, values);
    const ok = runBlock(machine, { ...block, text }, index);
    if (ok && text.includes("systemctl restart caddy")) rows.push(...checkHttps(machine));
    await after[block.section]?.(ok ? 0 : 1);
    if (!ok) return false;
  }
  return true;
}

async function main() {
  const blocks = guideBlocks(guideFile);
  /** @type {Context} */
  const context = { marker: `Published by the guide ${Date.now().toString(36)}.` };
  const values = operatorValues(() => context.backup ?? "/mnt/offsite/none");
  printValues(values);
  const absent = values.filter(({ from }) => !blocks.some((block) => block.text.includes(from)));
  if (absent.length > 0) {
    rows.push({
      name: "the guide still has the values an operator types",
      ok: false,
      detail: absent.map(({ from }) => from).join(", "),
    });
    return printTable();
  }
  const base = ensureRoot(cacheDir, domain);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(join(toolsDir, "out"), { recursive: true });
  cpSync(join(root, "scripts/guide/inside"), toolsDir, { recursive: true });
  const bare = makeOrigin();
  context.bare = bare;
  const machine = await bootRoot({
    base,
    runDir,
    binds: [
      [bare, "/srv/upstream/site.git"],
      [toolsDir, "/var/tmp/guide-tools"],
      // Downloads kept between runs, as the root is: pnpm's store (its compiled better-sqlite3
      // included) and npm's cache (the pinned pnpm). A first run on a machine fills them.
      ...downloadCaches(),
    ],
  });
  rows.push({
    name: "Debian 12 booted, systemd as PID 1",
    ok: ["running", "degraded"].includes(machine.state),
    detail: `${machine.state} in ${machine.seconds.toFixed(1)} s`,
  });
  try {
    if (await runGuide(machine, blocks, values, context)) {
      rows.push(...checkJournal(machine));
      rows.push(...(await checkRefusals(machine)));
      rows.push(...checkHostilePushes(machine, bare));
    }
  } finally {
    await machine.stop();
    if (process.env.GUIDE_KEEP !== "1") rmSync(runDir, { recursive: true, force: true });
  }
  return printTable(context.figures);
}

process.exit((await main()) > 0 ? 1 : 0);
