// The turbo build timed twice against its budgets: cold (turbo's cache bypassed) and warm.
import { turbo } from "../pnpm.mjs";
import { problems } from "./measure.mjs";
import { budgets } from "./settings.mjs";

/**
 * @param {string} label
 * @param {string[]} extra
 */
function timedTurboBuild(label, extra) {
  const started = process.hrtime.bigint();
  const status = turbo(["run", "build", "--output-logs=errors-only", ...extra], { allowFailure: true });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  if (status !== 0) {
    console.error(`${label} build failed`);
    process.exit(status);
  }
  return elapsed;
}

/** Times a cold and a warm build; a build over its budget is a problem. */
export function timeBuilds() {
  // Cold: every task runs (turbo's cache is bypassed); warm: nothing changed, all from cache.
  const cold = timedTurboBuild("cold", ["--force"]);
  const warm = timedTurboBuild("warm", []);
  if (cold >= budgets.coldBuildSeconds)
    problems.push(`cold build took ${cold.toFixed(1)} s (budget < ${budgets.coldBuildSeconds} s)`);
  if (warm >= budgets.warmBuildSeconds)
    problems.push(`warm build took ${warm.toFixed(1)} s (budget < ${budgets.warmBuildSeconds} s)`);
  return { cold, warm };
}
