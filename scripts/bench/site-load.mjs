// The bench's full run against the production server: GET /, a city page and the durable contact
// POST, each against node:http hello measured in the same run; then GET / and /healthz while the
// inbox exports and reports over every stored lead; then the contact POST with the request log on.
import { readFileSync } from "node:fs";
import { openSqlite } from "../ops/sqlite.mjs";
import { root, startProductionServer } from "../perf/local-server.mjs";
import { seedLeads } from "../perf/seed-leads.mjs";
import { measureDuringExports, measureReports, signIn } from "./inbox-load.mjs";
import { measure, problems, rows } from "./measure.mjs";
import { budgets, cityPath, compressed, contactBody, loadFromOneAddress, storedLeads } from "./settings.mjs";

/**
 * @typedef {import("./measure.mjs").Row} Row
 * @typedef {{ reference: Row; home: Row; city: Row; contact: Row }} Targets
 * @typedef {Awaited<ReturnType<typeof measureReports>>} Reports
 * @typedef {ReturnType<typeof import("./build-times.mjs").timeBuilds>} BuildTimes
 */

/**
 * The HTML must come from the brotli file written at build time, not be compressed per request.
 * @param {string} origin
 */
async function checkPrecompressed(origin) {
  const brotli = readFileSync(`${root}apps/web/build/client/index.html.br`);
  const response = await fetch(`${origin}/`, { headers: { "accept-encoding": "br" } });
  await response.arrayBuffer();
  if (
    response.headers.get("content-encoding") !== "br" ||
    Number(response.headers.get("content-length")) !== brotli.length
  ) {
    problems.push("GET / did not send the build's index.html.br as is");
  }
}

/**
 * The reference, the pages and the contact POST, each warmed up and then measured.
 * @param {string} origin
 * @param {string} helloOrigin
 * @returns {Promise<Targets>}
 */
async function measureTargets(origin, helloOrigin) {
  const reference = await measure("node:http hello (reference)", { url: `${helloOrigin}/` });
  const home = await measure("GET / (br)", { url: `${origin}/`, headers: compressed });
  const city = await measure(`GET ${cityPath} (br)`, { url: `${origin}${cityPath}`, headers: compressed });
  const contact = await measure("POST /api/contacts (fsync, LOG_REQUESTS=false)", {
    url: `${origin}/api/contacts`,
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "bench" },
    body: contactBody,
  });
  return { reference, home, city, contact };
}

/**
 * Every 201 must be a row on disk: count what the server stored (a reader beside it, WAL).
 * @param {string} databasePath
 * @param {Row} contact
 */
function countStored(databasePath, contact) {
  const db = openSqlite(databasePath, { readonly: true, fileMustExist: true });
  const stored = /** @type {number} */ (db.prepare("SELECT count(*) FROM submissions").pluck().get());
  const jobs = /** @type {number} */ (db.prepare("SELECT count(*) FROM outbox").pluck().get());
  db.close();
  if (stored < contact.ok || jobs !== stored) {
    problems.push(`stored ${stored} submissions and ${jobs} outbox rows for ${contact.ok} acknowledged requests`);
  }
  return { stored, jobs };
}

/**
 * The same POST with the production default of one log line per request received and answered
 * (to a file): what LOG_REQUESTS=false saves. Not budgeted; shown for the comparison.
 */
async function measureLoggedContact() {
  const logged = await startProductionServer({
    ...loadFromOneAddress,
    LOG_LEVEL: "info",
    LOG_REQUESTS: "true",
  });
  try {
    await measure("POST /api/contacts (fsync, request log on)", {
      url: `${logged.origin}/api/contacts`,
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "bench" },
      body: contactBody,
    });
  } finally {
    await logged.stop();
  }
}

/**
 * The pages against hello, the contact POST against its own rate and p99.
 * @param {Targets} targets
 */
function judgeTargets({ reference, home, city, contact }) {
  for (const row of [home, city]) {
    row.budget = `≥ ${budgets.staticRatioToHello.toFixed(2)}x`;
    if (row.requestsPerSecond / reference.requestsPerSecond < budgets.staticRatioToHello)
      problems.push(`${row.name} below ${budgets.staticRatioToHello}x hello`);
  }
  contact.budget = `≥ ${budgets.contactRequestsPerSecond}/s, p99 < ${budgets.contactP99Ms} ms`;
  if (contact.requestsPerSecond < budgets.contactRequestsPerSecond)
    problems.push(
      `contact POST ${Math.round(contact.requestsPerSecond)} req/s (budget ≥ ${budgets.contactRequestsPerSecond})`,
    );
  if (contact.p99Ms >= budgets.contactP99Ms)
    problems.push(`contact POST p99 ${contact.p99Ms} ms (budget < ${budgets.contactP99Ms} ms)`);
}

/**
 * The table of every row measured, then the figures behind the budgets.
 * @param {Targets & Reports & { stored: number; jobs: number; leads: number; build: BuildTimes | null }} figures
 */
function printFigures({ reference, contact, stored, jobs, leads, idle, duringReports, reports, build }) {
  console.log("");
  console.log(`${"target".padEnd(48)} ${"req/s".padStart(8)} ${"p99 ms".padStart(7)} ${"x hello".padStart(8)}  budget`);
  for (const row of rows) {
    const ratio = row.requestsPerSecond / reference.requestsPerSecond;
    console.log(
      `${row.name.padEnd(48)} ${Math.round(row.requestsPerSecond).toString().padStart(8)} ${String(row.p99Ms).padStart(7)} ${ratio.toFixed(2).padStart(8)}  ${row.budget ?? ""}`,
    );
  }
  console.log(`contact POST: ${contact.ok} answered 201; ${stored} submissions and ${jobs} outbox rows on disk`);
  console.log(
    `reports of ${leads} leads: GET /healthz p99 ${duringReports.p99Ms} ms during ${reports} reports, ${idle.p99Ms} ms idle (goal < ${budgets.reportGoalP99Ms} ms)`,
  );
  if (build)
    console.log(
      `turbo build: cold ${build.cold.toFixed(1)} s (budget < ${budgets.coldBuildSeconds} s), warm ${build.warm.toFixed(1)} s (budget < ${budgets.warmBuildSeconds} s)`,
    );
}

/**
 * Measures every target against hello, budgets them and prints the table.
 * @param {{ site: Awaited<ReturnType<typeof startProductionServer>>; helloOrigin: string; build: BuildTimes | null }} run
 */
export async function fullRun({ site, helloOrigin, build }) {
  await checkPrecompressed(site.origin);
  const targets = await measureTargets(site.origin, helloOrigin);
  const { stored, jobs } = countStored(site.databasePath, targets.contact);

  // The contact run stores as many as the machine allows in its seconds; the rest come at once.
  const leads = seedLeads(site.databasePath, storedLeads);

  const cookie = await signIn(site.origin);
  await measureDuringExports(site.origin, cookie, leads);
  const { idle, duringReports, reports } = await measureReports(site.origin, cookie, leads);
  await measureLoggedContact();
  judgeTargets(targets);
  printFigures({ ...targets, stored, jobs, leads, idle, duringReports, reports, build });
}
