// `npm run smoke:guide`: docs/production.md is the test (decision 027). A Debian 12 with systemd as
// PID 1 is booted on this machine (scripts/guide/debian-root.mjs); every shell block of the guide
// runs in it, in order, word for word as read from the file, as root; the only changes are the values
// an operator types, printed first. Between and after the blocks it checks what the guide promises,
// and prints a table. Everything listens inside the root's own network namespace.
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { domain } from "./guide/checks.mjs";
import { ensureRoot } from "./guide/debian-base.mjs";
import { bootRoot } from "./guide/debian-root.mjs";
import { guideBlocks } from "./guide/guide-blocks.mjs";
import { checkHostilePushes } from "./guide/hostile-pushes.mjs";
import { operatorValues, printValues } from "./guide/operator-values.mjs";
import { checkJournal, checkRefusals } from "./guide/refusals.mjs";
import { runGuide } from "./guide/run-guide.mjs";
import { cacheDir, guideFile, printTable, root, rows, runDir, toolsDir } from "./guide/this-run.mjs";
import { makeOrigin } from "./guide/upstream.mjs";

/** @typedef {import("./guide/run-guide.mjs").Context} Context */

function downloadCaches() {
  /** @type {[string, string][]} */
  const caches = [
    [join(cacheDir, "pnpm"), "/root/.local/share/pnpm"],
    [join(cacheDir, "npm"), "/root/.npm"],
  ];
  for (const [dir] of caches) mkdirSync(dir, { recursive: true });
  return caches;
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
