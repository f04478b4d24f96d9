// The guide's shell blocks run in the booted root in order, each with the operator's values put in,
// and what the guide promises checked before and after the blocks that make it so.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkBackup, checkRestore } from "./backup-checks.mjs";
import { checkHttps, checkPublish, checkRedeploy, postLead, startPoster } from "./checks.mjs";
import { cronCommand, cronEnvironment, cronLine } from "./guide-blocks.mjs";
import { substituteBlock } from "./operator-values.mjs";
import { spawnInside } from "./run-inside.mjs";
import { rows, toolsDir } from "./this-run.mjs";
import { pushEdit } from "./upstream.mjs";

/**
 * @typedef {import("./checks.mjs").Root} Machine
 * @typedef {import("./guide-blocks.mjs").GuideBlock} GuideBlock
 * @typedef {import("./operator-values.mjs").OperatorValue} OperatorValue
 * @typedef {import("./this-run.mjs").Figures} Figures
 * @typedef {{ marker: string; bare?: string; backup?: string; later?: (number | null)[]; poster?: { done: Promise<unknown> }; figures?: Figures }} Context
 */

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
            .map((line) => /** @type {import("./checks.mjs").PostOutcome} */ (JSON.parse(line)));
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
export async function runGuide(machine, blocks, values, context) {
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
