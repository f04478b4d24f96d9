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
import { loadavg } from "node:os";
import { timeBuilds } from "./bench/build-times.mjs";
import { measureReports, signIn } from "./bench/inbox-load.mjs";
import { finish, rows } from "./bench/measure.mjs";
import {
  benchPassword,
  budgets,
  clientThreads,
  connections,
  loadFromOneAddress,
  reportsOnly,
  seconds,
  skipBuild,
  storedLeads,
} from "./bench/settings.mjs";
import { fullRun } from "./bench/site-load.mjs";
import { startHelloServer, startProductionServer } from "./perf/local-server.mjs";
import { seedLeads } from "./perf/seed-leads.mjs";

console.log(
  `bench: load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")} on this machine; ${connections} connections, ${clientThreads} client threads, ${seconds} s per target`,
);

const build = !skipBuild && !reportsOnly ? timeBuilds() : null;

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
  await fullRun({ site, helloOrigin: hello.origin, build });
} finally {
  await site.stop();
  await hello.stop();
}

finish();
