import { reportResponseSchema } from "@brightwater/contracts";
import { expect, test } from "@playwright/test";
import { adminPassword, baseURL } from "../playwright.config";

// The office's own count of visits is the server's: it counts a browser's navigation to a page
// as it serves it (docs/decisions/039-visits-counted-on-the-server.md). A visitor who loads a
// page and does nothing else is a visit, with no script run, no cookie and no request of its own.

/** The inbox report of this week, read as the office's browser reads it (signed in). */
async function thisWeeksReport() {
  const signIn = await fetch(`${baseURL}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify({ password: adminPassword }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const response = await fetch(`${baseURL}/api/admin/report?weeks=1`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return reportResponseSchema.parse(await response.json());
}

test.describe("visits, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a page load with no act is counted as a visit, listed by its source in the report", async ({ page }) => {
    // A source no other test sends, so that tests running beside this one change nothing here.
    const source = `flyer-${test.info().workerIndex}-${Date.now()}`;
    const sent: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin === baseURL) sent.push(new URL(request.url()).pathname);
    });
    const before = await thisWeeksReport();
    const pageViewsBefore = before.visits.byPage.find((row) => row.pagePath === "/water-heater")?.pageViews ?? 0;

    const response = await page.goto(`/water-heater?utm_source=${source}`);
    expect(response?.status()).toBe(200);
    // Nothing more: no tap, no key, no scroll. The page sends nothing to be counted.
    await page.waitForLoadState("load");
    expect(sent.filter((path) => path.startsWith("/api/"))).toEqual([]);

    const report = await thisWeeksReport();
    const week = report.visits.bySource.find((row) => row.source === source);
    expect(week, `no row of source ${source} in ${JSON.stringify(report.visits.bySource)}`).toMatchObject({
      source,
      visits: 1,
      requests: 0,
      callTaps: 0,
      requestsPerVisit: 0,
      callTapsPerVisit: 0,
    });
    const landing = report.visits.byPage.find((row) => row.pagePath === "/water-heater");
    expect(landing?.pageViews).toBeGreaterThan(pageViewsBefore);
    expect(report.visits.byWeek.at(-1)?.visits).toBeGreaterThanOrEqual(1);
  });
});
