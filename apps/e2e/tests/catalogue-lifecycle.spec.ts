import { type ChildProcess, spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { webCommand } from "@brightwater/web/web-command";
import { expect, test } from "@playwright/test";
import { hydrated, hydrateOnClock } from "./hydrate";
import { ownFolder } from "./own-folder";
import { ownServer } from "./own-server";

// The production server on a changed copy of the catalogue, published the way a marketer changes
// it over time: a city's slug renamed (with its redirect), a draft city, and dated promotions.
const webDir = new URL("../../web/", import.meta.url).pathname;
const catalogueDir = new URL("../../../packages/content/catalogue/", import.meta.url).pathname;
const port = Number(process.env.E2E_LIFECYCLE_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 2);
const siteURL = `http://127.0.0.1:${port}`;

const { path: work, make: makeWork } = ownFolder("catalogue-lifecycle-");
const catalogue = join(work, "catalogue");
// The build stays inside the web app, where its server bundle finds node_modules.
const buildOut = join(webDir, ".test-builds", `lifecycle-${port}`);
let server: ChildProcess | undefined;

const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
  const path = join(catalogue, file);
  const json = JSON.parse(readFileSync(path, "utf8"));
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
};

function changeCatalogue() {
  cpSync(catalogueDir, catalogue, { recursive: true });
  // Lewisville's page moves to /service-areas/lewisville-town-nc; its old address redirects.
  renameSync(join(catalogue, "cities/lewisville.json"), join(catalogue, "cities/lewisville-town.json"));
  edit("cities/lewisville-town.json", (city) => {
    city.slug = "lewisville-town";
  });
  for (const name of readdirSync(join(catalogue, "cities"))) {
    edit(`cities/${name}`, (city) => {
      for (const community of city.nearby as { city?: string }[]) {
        if (community.city === "lewisville") community.city = "lewisville-town";
      }
    });
  }
  writeFileSync(
    join(catalogue, "redirects.json"),
    JSON.stringify({ redirects: [{ from: "/service-areas/lewisville-nc", to: "/service-areas/lewisville-town-nc" }] }),
  );
  // A city still being written.
  const draft = JSON.parse(readFileSync(join(catalogue, "cities/lewisville-town.json"), "utf8"));
  writeFileSync(
    join(catalogue, "cities/burlington.json"),
    JSON.stringify({ ...draft, slug: "burlington", name: "Burlington", trackLabel: "Burlington Page", draft: true }),
  );
  // Three promotions on the water heater special page: one that has ended, one running, one to come.
  edit("pages/water-heater-service.json", (page) => {
    const band = (title: string, dates: Record<string, string>) => ({
      type: "ctaBand",
      title,
      ...dates,
      actions: [{ kind: "call", label: "Call {phone}", trackLabel: "Promo", style: "light" }],
    });
    (page.blocks as unknown[]).splice(
      1,
      0,
      band("Holiday flush special, ended", { startsOn: "2020-12-01", endsOn: "2020-12-31" }),
      band("Flush special this season", { startsOn: "2020-01-01", endsOn: "2099-12-31" }),
      band("Next year's flush special", { startsOn: "2099-01-01" }),
    );
  });
  // The popup's offer has ended.
  edit("offer-popup.json", (offer) => {
    offer.endsOn = "2020-01-31";
  });
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  return `${result.stdout}${result.stderr}`;
}

let publishOutput = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  makeWork();
  test.setTimeout(300_000);
  changeCatalogue();
  const contentDir = join(catalogueDir, "..");
  run(join(contentDir, "node_modules/.bin/tsx"), ["src/cli/check.ts", catalogue], contentDir, {});
  // Published into a copy of the site's build, as a marketer's edit goes live (decision 022): the
  // same pages a build of this catalogue renders (publish.spec.ts), in a fraction of a build's time.
  cpSync(join(webDir, "build"), buildOut, { recursive: true });
  // The shipped catalogue holds samples: published here as on staging.
  // NODE_ENV as the publish service sets it (deploy/brightwater-publish.service).
  const env = { CATALOGUE_DIR: catalogue, WEB_BUILD_OUT: buildOut, ALLOW_SAMPLE_CONTENT: "1", NODE_ENV: "production" };
  const [program, args] = webCommand("publish");
  publishOutput += run(program, args, webDir, env);
  const started = ownServer({
    port,
    env: { DATABASE_PATH: join(work, "site.db"), WEB_BUILD_DIR: buildOut, CATALOGUE_DIR: catalogue },
    readyPath: "/",
    timeout: 30_000,
  });
  server = started.server;
  await started.ready;
});

test.afterAll(() => {
  server?.kill();
  rmSync(work, { recursive: true, force: true });
  rmSync(buildOut, { recursive: true, force: true });
});

test("a renamed city's old address answers 301 to the new one, query string kept", async ({ page }) => {
  for (const method of ["GET", "HEAD"]) {
    const response = await fetch(`${siteURL}/service-areas/lewisville-nc?utm_source=flyer`, {
      method,
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/service-areas/lewisville-town-nc?utm_source=flyer");
  }
  await page.goto(`${siteURL}/service-areas/lewisville-nc`);
  expect(new URL(page.url()).pathname).toBe("/service-areas/lewisville-town-nc");
  await expect(page.getByRole("heading", { level: 1, name: "Plumber in Lewisville, NC" })).toBeVisible();
});

test("the sitemap holds the new address only, and the publish recorded it as published", async () => {
  const sitemap = await (await fetch(`${siteURL}/sitemap.xml`)).text();
  expect(sitemap).toContain("/service-areas/lewisville-town-nc</loc>");
  expect(sitemap).not.toContain("/service-areas/lewisville-nc</loc>");
  expect(sitemap).not.toContain("burlington");
  expect(sitemap).not.toContain("/thank-you</loc>");
  const published: string[] = JSON.parse(readFileSync(join(catalogue, "published-paths.json"), "utf8"));
  expect(published).toEqual([...published].sort());
  expect(published).toEqual(
    expect.arrayContaining(["/service-areas/lewisville-nc", "/service-areas/lewisville-town-nc"]),
  );
  expect(published).not.toContain("/service-areas/burlington-nc");
});

test("a draft city is not published: no page, no footer or Service Areas link", async ({ page }) => {
  expect((await fetch(`${siteURL}/service-areas/burlington-nc`)).status).toBe(404);
  await page.goto(`${siteURL}/service-areas`);
  await expect(page.locator("main").getByRole("link", { name: "Lewisville" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Burlington" })).toHaveCount(0);
  await expect(page.getByText("Draft", { exact: true })).toHaveCount(0);
});

for (const javaScriptEnabled of [true, false]) {
  test(`an ended offer is not visible, a running one is (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${siteURL}/water-heater-service`);
    if (javaScriptEnabled) await hydrated(page);
    await expect(page.getByRole("heading", { name: "Flush special this season" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Holiday flush special, ended" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Next year's flush special" })).toBeHidden();
    await context.close();
  });
}

// The popup's offer ends on 31 January 2020 (America/New_York); the browser's clock is fixed.
for (const [time, shows] of [
  ["2020-01-31T23:58:00-05:00", true],
  ["2020-02-01T00:00:30-05:00", false],
] as const) {
  test(`the popup offer ${shows ? "opens on its last day" : "never opens once it has ended"} (${time})`, async ({
    page,
  }) => {
    await page.clock.install({ time: new Date(time) });
    await page.goto(`${siteURL}/`);
    await hydrateOnClock(page);
    // The home page's offer is due after 15 s.
    await page.clock.runFor(16_000);
    const offer = page.getByRole("dialog", { name: "Water Heater Special" });
    if (shows) await expect(offer).toBeVisible();
    else await expect(offer).toHaveCount(0);
  });
}

test("the publish warned about the ended offers", () => {
  expect(publishOutput).toContain("warning: offer-popup.json: endsOn: offer ended on 2020-01-31; no visitor sees it");
});
