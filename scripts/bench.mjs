// `npm run bench`: builds (timing a cold and a warm turbo build), starts the production server on
// loopback, and loads it with autocannon: node:http hello (the reference, measured in the same
// run), GET / and a city page (precompressed HTML), the durable contact POST, and GET / and
// GET /healthz while CSV exports and reports run over the 100,000 leads stored (the contact run's,
// topped up in one transaction). Prints req/s, p99 and the ratio to hello; exits 1 when a budget
// is missed. Only 127.0.0.1 is ever targeted.
//
//   npm run bench                    build, then measure (about two minutes)
//   npm run bench -- --skip-build    measure the current build
//   BENCH_SECONDS=5 npm run bench    shorter runs
//   npm run bench -- --skip-build --reports-only   only the event loop while reports run over 100,000 leads
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { openSqlite } from "./ops/sqlite.mjs";
import { root, startHelloServer, startProductionServer } from "./perf/local-server.mjs";
import { seedLeads } from "./perf/seed-leads.mjs";
import { turbo } from "./pnpm.mjs";

const budgets = {
  contactRequestsPerSecond: 8000,
  contactP99Ms: 30,
  staticRatioToHello: 0.1,
  exportGetP99Ms: 50,
  // What reports add to /healthz's p99 over its p99 when idle, both measured in this run; and the
  // goal on a quiet machine (issue 27): under 50 ms at 100,000 leads, printed beside it.
  reportAddedP99Ms: 25,
  reportGoalP99Ms: 50,
  coldBuildSeconds: 60,
  warmBuildSeconds: 5,
};
const connections = 50;
// autocannon reads every response body into a text string. Brotli bodies are binary, and one
// thread decoding 12 kB of them tops out near 7,000 pages a second, below what the server sends:
// two client threads (for every target, the reference included) keep the client out of the way.
const clientThreads = 2;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = 2;
const skipBuild = process.argv.includes("--skip-build");
const reportsOnly = process.argv.includes("--reports-only");
const cityPath = "/service-areas/kernersville-nc";
const storedLeads = 100_000;

const contactBody = JSON.stringify({
  firstName: "Bench",
  lastName: "Load",
  email: "bench@example.com",
  phone: "336-555-0100",
  subject: "Water heater",
  message: "No hot water since this morning; the pilot light will not stay lit.",
  recaptchaToken: "",
  pagePath: "/water-heater",
});

/**
 * @typedef {{ name: string; requestsPerSecond: number; p99Ms: number; ok: number; failed: number; budget?: string }} Row
 */

/** @type {string[]} */
const problems = [];
/** @type {Row[]} */
const rows = [];

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

/**
 * @param {autocannon.Options} options
 * @returns {Promise<autocannon.Result>}
 */
function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, pipelining: 1, workers: clientThreads, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * A short unrecorded run (JIT, caches, connection setup), then the measured one.
 * @param {string} name
 * @param {Omit<autocannon.Options, "duration">} options
 */
async function measure(name, options) {
  const warmup = await run({ ...options, duration: warmupSeconds });
  const result = await run({ ...options, duration: seconds });
  /** @type {Row} */
  const row = {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    // Successful answers in the warm-up and the measured run together.
    ok: warmup["2xx"] + result["2xx"],
    failed: result.non2xx + result.errors + result.timeouts,
  };
  if (row.failed > 0)
    problems.push(
      `${name}: ${row.failed} request(s) failed (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  rows.push(row);
  return row;
}

/**
 * Signs in to the inbox; returns the Cookie header of the session.
 * @param {string} origin
 */
async function signIn(origin) {
  const response = await fetch(`${origin}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    body: JSON.stringify({ password: benchPassword }),
  });
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/**
 * Inbox reports over every stored lead, requested back to back, while a client asks GET /healthz
 * over one connection: /healthz does no work, so its p99 is the event loop's delay (and the
 * loopback's) while reports are made, compared with its p99 with nothing else to do. Reports are
 * made on their own thread (decision 021).
 * @param {string} origin
 * @param {string} cookie
 * @param {number} leads
 */
async function measureReports(origin, cookie, leads) {
  const idle = await measure("GET /healthz idle (event loop reference)", {
    url: `${origin}/healthz`,
    connections: 1,
    workers: undefined,
  });
  let reporting = true;
  let reports = 0;
  /** @type {string | null} */
  let reportFailed = null;
  const reporter = (async () => {
    while (reporting) {
      const response = await fetch(`${origin}/api/admin/report?weeks=52`, { headers: { cookie } });
      const body = /** @type {{ byWeek?: { requests: number }[] } | null} */ (await response.json().catch(() => null));
      const counted = body?.byWeek?.reduce((total, week) => total + week.requests, 0) ?? 0;
      if (response.status !== 200 || counted < leads) {
        reportFailed = `report answered ${response.status} counting ${counted} of ${leads} leads`;
        return;
      }
      reports++;
    }
  })();
  const duringReports = await measure(`GET /healthz during reports of ${leads} leads`, {
    url: `${origin}/healthz`,
    connections: 1,
    workers: undefined,
  });
  reporting = false;
  await reporter;
  if (reportFailed) problems.push(reportFailed);
  if (reports === 0) problems.push("no report finished during the measurement");
  const added = duringReports.p99Ms - idle.p99Ms;
  duringReports.budget = `+${added} ms over idle (budget < ${budgets.reportAddedP99Ms}); goal p99 < ${budgets.reportGoalP99Ms} ms ${duringReports.p99Ms < budgets.reportGoalP99Ms ? "met" : "missed"} (${reports} reports)`;
  if (added >= budgets.reportAddedP99Ms)
    problems.push(
      `GET /healthz p99 ${duringReports.p99Ms} ms during reports, ${idle.p99Ms} ms idle: the event loop is held (budget < ${budgets.reportAddedP99Ms} ms added)`,
    );
  return { idle, duringReports, reports };
}

console.log(
  `bench: load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")} on this machine; ${connections} connections, ${clientThreads} client threads, ${seconds} s per target`,
);

let build = null;
if (!skipBuild && !reportsOnly) {
  // Cold: every task runs (turbo's cache is bypassed); warm: nothing changed, all from cache.
  const cold = timedTurboBuild("cold", ["--force"]);
  const warm = timedTurboBuild("warm", []);
  build = { cold, warm };
  if (cold >= budgets.coldBuildSeconds)
    problems.push(`cold build took ${cold.toFixed(1)} s (budget < ${budgets.coldBuildSeconds} s)`);
  if (warm >= budgets.warmBuildSeconds)
    problems.push(`warm build took ${warm.toFixed(1)} s (budget < ${budgets.warmBuildSeconds} s)`);
}

const benchPassword = "bench-inbox-password";
// The load comes from one address (127.0.0.1): its per-address connection cap is lifted, as the
// form rate limit is.
const loadFromOneAddress = { FORM_RATE_LIMIT_PER_MINUTE: "0", HTTP_MAX_CONNECTIONS_PER_IP: "1000" };
const site = await startProductionServer({
  ...loadFromOneAddress,
  LOG_LEVEL: "info",
  LOG_REQUESTS: "false",
  ADMIN_PASSWORD: benchPassword,
});
if (reportsOnly) {
  try {
    const leads = seedLeads(site.databasePath, storedLeads);
    const { idle, duringReports, reports } = await measureReports(site.origin, await signIn(site.origin), leads);
    console.log("");
    for (const row of rows)
      console.log(`${row.name.padEnd(48)} ${String(row.p99Ms).padStart(7)} ms p99  ${row.budget ?? ""}`);
    console.log(
      `reports of ${leads} leads: GET /healthz p99 ${duringReports.p99Ms} ms during ${reports} reports, ${idle.p99Ms} ms idle (goal < ${budgets.reportGoalP99Ms} ms)`,
    );
  } finally {
    await site.stop();
  }
  finish();
}
const hello = await startHelloServer();
try {
  // The HTML must come from the brotli file written at build time, not be compressed per request.
  const brotli = readFileSync(`${root}apps/web/build/client/index.html.br`);
  const response = await fetch(`${site.origin}/`, { headers: { "accept-encoding": "br" } });
  await response.arrayBuffer();
  if (
    response.headers.get("content-encoding") !== "br" ||
    Number(response.headers.get("content-length")) !== brotli.length
  ) {
    problems.push("GET / did not send the build's index.html.br as is");
  }

  const reference = await measure("node:http hello (reference)", { url: `${hello.origin}/` });
  const compressed = { "accept-encoding": "br, gzip" };
  const home = await measure("GET / (br)", { url: `${site.origin}/`, headers: compressed });
  const city = await measure(`GET ${cityPath} (br)`, { url: `${site.origin}${cityPath}`, headers: compressed });
  const contact = await measure("POST /api/contacts (fsync, LOG_REQUESTS=false)", {
    url: `${site.origin}/api/contacts`,
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "bench" },
    body: contactBody,
  });

  // Every 201 must be a row on disk: count what the server stored (a reader beside it, WAL).
  const db = openSqlite(site.databasePath, { readonly: true, fileMustExist: true });
  const stored = /** @type {number} */ (db.prepare("SELECT count(*) FROM submissions").pluck().get());
  const jobs = /** @type {number} */ (db.prepare("SELECT count(*) FROM outbox").pluck().get());
  db.close();
  if (stored < contact.ok || jobs !== stored) {
    problems.push(`stored ${stored} submissions and ${jobs} outbox rows for ${contact.ok} acknowledged requests`);
  }

  // The contact run stores as many as the machine allows in its seconds; the rest come at once.
  const leads = seedLeads(site.databasePath, storedLeads);

  // CSV exports of every stored lead, one after the other, while GET / is loaded: the export
  // streams in pages, so pages keep being answered.
  const cookie = await signIn(site.origin);
  let exporting = true;
  let exports = 0;
  /** @type {string | null} */
  let exportFailed = null;
  const exporter = (async () => {
    while (exporting) {
      const response = await fetch(`${site.origin}/api/admin/submissions.csv`, { headers: { cookie } });
      const body = await response.arrayBuffer();
      if (response.status !== 200 || body.byteLength < leads * 50) {
        exportFailed = `export answered ${response.status} with ${body.byteLength} bytes`;
        return;
      }
      exports++;
    }
  })();
  const duringExport = await measure(`GET / (br) during CSV exports of ${leads} leads`, {
    url: `${site.origin}/`,
    headers: compressed,
    connections: 10,
  });
  exporting = false;
  await exporter;
  if (exportFailed) problems.push(exportFailed);
  if (exports === 0) problems.push("no CSV export finished during the measurement");
  duringExport.budget = `p99 < ${budgets.exportGetP99Ms} ms (${exports} exports)`;
  if (duringExport.p99Ms >= budgets.exportGetP99Ms)
    problems.push(`GET / p99 ${duringExport.p99Ms} ms during CSV exports (budget < ${budgets.exportGetP99Ms} ms)`);

  const { idle, duringReports, reports } = await measureReports(site.origin, cookie, leads);

  // The same POST with the production default of one log line per request received and answered
  // (to a file): what LOG_REQUESTS=false saves. Not budgeted; shown for the comparison.
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
} finally {
  await site.stop();
  await hello.stop();
}

finish();

/** Names every missed budget and exits 1, or says that all were met. */
function finish() {
  if (problems.length > 0) {
    console.error(`\nbench: ${problems.length} budget(s) missed:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log("\nbench: every budget met");
  process.exit(0);
}
