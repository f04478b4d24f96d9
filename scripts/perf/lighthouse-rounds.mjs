// The arithmetic of `npm run lighthouse`, apart from the browser so it can be tested: the order the
// pages and the reference are measured in, the median, the figures each page is judged by and the
// verdict. Total Blocking Time differs from machine to machine and moves with the load by hundreds
// of milliseconds; a one-paragraph static page measured between the site's pages shows what the
// machine and Lighthouse add of their own, so each page is judged by its blocking time over that
// reference. Under heavy load a page's own tasks are stretched and the reference has none to
// stretch, so the difference still moves: `cpuBlockingTime` is the same arithmetic on thread time.

/**
 * One Lighthouse run's figures (ms, and the scores 0-100 by category); `cpuTbt` null or absent
 * without a trace.
 * @typedef {{ scores: Record<string, number>; fcp: number; lcp: number; tbt: number; cls: number; cpuTbt?: number | null; failing?: string[] }} RunResult
 * @typedef {{ path: string; round: number; reference: number | null }} PlannedRun
 * @typedef {RunResult & { referenceTbt: number; overReference: number; cpuOverReference: number | null }} ComparedRun
 * @typedef {{ path: string; scores: Record<string, number>; lcp: number; cls: number; tbtOverReference: number; failing?: string[] }} JudgedRow
 * @typedef {{ name: string; pid?: number; tid?: number; ts: number; dur?: number; tdur?: number }} TraceEvent
 */

/** The path the static reference page is measured under (it is served by a server of its own). */
export const referencePath = "(reference)";

/** The budgets every page is held to (medians of its runs). */
export const budgets = {
  /** Lighthouse category scores, 0-100. */
  scores: { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 },
  /** Total Blocking Time over the reference's, ms. */
  tbtOverReferenceMs: 100,
  /** Largest Contentful Paint, ms: 1.0 s, the site's aim (the city pages come within 20 ms of it: decision 035). */
  lcpMs: 1000,
  /** Cumulative Layout Shift as Lighthouse prints it (three decimals). */
  cls: 0,
};

/**
 * The median of a non-empty list of numbers (the mean of the middle two when even).
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  if (values.length === 0) throw new Error("median: no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const [low = 0, high = 0] = sorted.slice(middle - 1, middle + 1);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : (low + high) / 2;
}

/**
 * The order of the runs: `rounds` rounds, each measuring every page once, with the reference
 * measured before each group of `group` pages, so every page run has a reference run at most
 * `group` runs before it in the same round. Each page run names the reference run it is compared
 * with (`reference`, an index into the returned list).
 * @param {{ pages: string[]; rounds: number; group: number }} plan
 * @returns {PlannedRun[]}
 */
export function interleave({ pages, rounds, group }) {
  if (pages.length === 0) throw new Error("interleave: no pages to measure");
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`interleave: rounds must be ≥ 1, not ${rounds}`);
  if (!Number.isInteger(group) || group < 1) throw new Error(`interleave: group must be ≥ 1, not ${group}`);
  /** @type {PlannedRun[]} */
  const order = [];
  for (let round = 0; round < rounds; round++) {
    let reference = -1;
    pages.forEach((path, index) => {
      if (index % group === 0) {
        reference = order.length;
        order.push({ path: referencePath, round, reference: null });
      }
      order.push({ path, round, reference });
    });
  }
  return order;
}

/**
 * One row per page from the results of the runs in `interleave`'s order (each `{ scores, fcp,
 * lcp, tbt, cls }`): the median of each figure over the page's runs, and `tbtOverReference`, the
 * median over the rounds of the page's blocking time minus that of the reference run before it.
 * The reference's own row (its medians) comes first.
 * @param {PlannedRun[]} order
 * @param {RunResult[]} results
 */
export function summarize(order, results) {
  if (order.length !== results.length) {
    throw new Error(`summarize: ${results.length} results for ${order.length} runs`);
  }
  /** @type {Map<string, ComparedRun[]>} */
  const byPath = new Map();
  order.forEach((run, index) => {
    const result = /** @type {RunResult} */ (results[index]);
    const entry = byPath.get(run.path) ?? [];
    const reference = run.reference === null ? result : /** @type {RunResult} */ (results[run.reference]);
    const referenceTbt = reference.tbt;
    const referenceCpu = reference.cpuTbt;
    const cpuOverReference = result.cpuTbt == null || referenceCpu == null ? null : result.cpuTbt - referenceCpu;
    entry.push({ ...result, referenceTbt, overReference: result.tbt - referenceTbt, cpuOverReference });
    byPath.set(run.path, entry);
  });
  return [...byPath].map(([path, runs]) => ({
    path,
    runs: runs.length,
    scores: Object.fromEntries(
      Object.keys(runs[0]?.scores ?? {}).map((id) => [id, median(runs.map((run) => run.scores[id] ?? 0))]),
    ),
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    tbtRuns: runs.map((run) => run.tbt),
    /** The blocking time of the reference run each of the page's runs is compared with. */
    referenceTbtRuns: runs.map((run) => run.referenceTbt),
    tbtOverReference: median(runs.map((run) => run.overReference)),
    cls: median(runs.map((run) => run.cls)),
    /** The same difference on the CPU time of the tasks (`cpuBlockingTime`); null without traces. */
    cpuTbtOverReference: runs.every((run) => run.cpuOverReference != null)
      ? median(runs.map((run) => run.cpuOverReference ?? 0))
      : null,
    failing: [...new Set(runs.flatMap((run) => run.failing ?? []))],
  }));
}

/**
 * Lighthouse's blocking-time arithmetic on the CPU time of the page's own tasks, read from the
 * trace of its run: the sum over the main thread's tasks from the first contentful paint of
 * max(0, `slowdown` × thread time − 50 ms). A loaded machine stretches a task's wall time, which is
 * what Lighthouse sees, but not its thread time, so this figure moves with the page's work and
 * not with the machine's load. Null when the trace has no first contentful paint.
 * @param {TraceEvent[]} traceEvents
 * @returns {number | null}
 */
export function cpuBlockingTime(traceEvents, { slowdown = 4 } = {}) {
  const fcp = traceEvents.find((event) => event.name === "firstContentfulPaint");
  if (!fcp) return null;
  return traceEvents
    .filter((event) => event.name === "RunTask" && event.pid === fcp.pid && event.tid === fcp.tid && event.ts >= fcp.ts)
    .reduce((sum, task) => sum + Math.max(0, (slowdown * (task.tdur ?? task.dur ?? 0)) / 1000 - 50), 0);
}

/**
 * Every budget a page's row misses, one line each; the reference's row is never judged.
 * @param {JudgedRow[]} rows
 */
export function verdict(rows, limits = budgets) {
  /** @type {string[]} */
  const problems = [];
  for (const row of rows) {
    if (row.path === referencePath) continue;
    for (const [id, budget] of Object.entries(limits.scores)) {
      const score = row.scores[id];
      if (score === undefined || score < budget) {
        const failing = row.failing?.length ? `; failing audits: ${row.failing.join(", ")}` : "";
        problems.push(`${row.path}: ${id} ${score} (budget ≥ ${budget})${failing}`);
      }
    }
    if (row.tbtOverReference > limits.tbtOverReferenceMs) {
      problems.push(
        `${row.path}: Total Blocking Time ${Math.round(row.tbtOverReference)} ms over the reference (budget ≤ ${limits.tbtOverReferenceMs} ms)`,
      );
    }
    if (row.lcp > limits.lcpMs)
      problems.push(`${row.path}: LCP ${Math.round(row.lcp)} ms (budget ≤ ${limits.lcpMs} ms)`);
    if (Number(row.cls.toFixed(3)) > limits.cls)
      problems.push(`${row.path}: CLS ${row.cls.toFixed(3)} (budget ${limits.cls})`);
  }
  return problems;
}
