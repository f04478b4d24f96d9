// The inbox's heavy work during a measurement: CSV exports and reports over every stored lead,
// requested back to back with the office's session while a target is loaded.
import { measure, problems } from "./measure.mjs";
import { benchPassword, budgets, compressed } from "./settings.mjs";

/**
 * Signs in to the inbox; returns the Cookie header of the session.
 * @param {string} origin
 */
export async function signIn(origin) {
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
export async function measureReports(origin, cookie, leads) {
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

/**
 * CSV exports of every stored lead, one after the other, while GET / is loaded: the export
 * streams in pages, so pages keep being answered.
 * @param {string} origin
 * @param {string} cookie
 * @param {number} leads
 */
export async function measureDuringExports(origin, cookie, leads) {
  let exporting = true;
  let exports = 0;
  /** @type {string | null} */
  let exportFailed = null;
  const exporter = (async () => {
    while (exporting) {
      const response = await fetch(`${origin}/api/admin/submissions.csv`, { headers: { cookie } });
      const body = await response.arrayBuffer();
      if (response.status !== 200 || body.byteLength < leads * 50) {
        exportFailed = `export answered ${response.status} with ${body.byteLength} bytes`;
        return;
      }
      exports++;
    }
  })();
  const duringExport = await measure(`GET / (br) during CSV exports of ${leads} leads`, {
    url: `${origin}/`,
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
}
