import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@brightwater/api/test/free-port";
import { expect, type Page, test } from "@playwright/test";
import { tap } from "./tap";

// The marketer's loop against the real dev server (`react-router dev`, as `npm run dev` starts it)
// on a copy of the catalogue: a saved file shows in the open tab without a reload.
const webDir = new URL("../../web/", import.meta.url).pathname;
const catalogueDir = new URL("../../../packages/content/catalogue/", import.meta.url).pathname;
/** The dev server's address, on a port the system picks unless E2E_DEV_PORT names one. */
let devURL = "";

/** How long the test waits for a change to show; the target is 1 s (printed for each case). */
const showWithinMs = 10_000;

let server: ChildProcess | undefined;
let output = "";
/** How the dev server ended, once it has. */
let ended = "";
let work = "";
const file = (name: string) => join(work, name);
const readJson = (name: string) => JSON.parse(readFileSync(file(name), "utf8"));
const writeJson = (name: string, json: unknown) => writeFileSync(file(name), `${JSON.stringify(json, null, 2)}\n`);

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(420_000);
  work = mkdtempSync(join(tmpdir(), "dev-reload-"));
  cpSync(catalogueDir, work, { recursive: true });
  const devPort = process.env.E2E_DEV_PORT ? Number(process.env.E2E_DEV_PORT) : await freePort();
  devURL = `http://127.0.0.1:${devPort}`;
  server = spawn(join(webDir, "node_modules/.bin/react-router"), ["dev", "--host", "127.0.0.1"], {
    cwd: webDir,
    // CATALOGUE_DRAFTS as `npm run dev` (and the web package's dev script) set it: the dev server
    // shows drafts and renders each request.
    env: {
      ...process.env,
      CATALOGUE_DIR: work,
      CATALOGUE_DRAFTS: "show",
      WEB_PORT: String(devPort),
      NODE_ENV: "development",
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  server.on("exit", (code, signal) => {
    ended = `ended (${signal ?? `exit code ${code}`})`;
  });
  await firstAnswer(150_000);
  // The first visit in a browser makes Vite compile every client module and may optimise
  // dependencies and reload the tab: done once here, so each case measures only its save.
  const warm = await browser.newPage();
  await warm.goto(`${devURL}/service-areas/greensboro-nc`, { timeout: 150_000 });
  await expect(warm.locator("html[data-hydrated='true']")).toBeAttached({ timeout: 120_000 });
  await warm.close();
});

test.afterAll(() => {
  if (server?.pid && !ended) process.kill(-server.pid, "SIGTERM");
  rmSync(work, { recursive: true, force: true });
});

/**
 * Waits until the dev server answers a page (the first answer compiles the app, which takes a
 * while); fails at once with what it printed if it ends before, or with that after `timeoutMs`.
 */
async function firstAnswer(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!ended && Date.now() < deadline) {
    const status = await fetch(`${devURL}/`, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the dev server at ${devURL} ${ended || "did not answer a page in time"}; it printed:\n${output}`);
}

/** Opens a page and waits until it is interactive (the page then listens for saves). */
async function open(page: Page, path: string) {
  await page.goto(`${devURL}${path}`);
  await expect(page.locator("html[data-hydrated='true']")).toBeAttached({ timeout: 60_000 });
  // As an editor would: the page has finished loading (its deferred blocks too) before the save.
  await page.waitForLoadState("networkidle");
  // Marks this document: still there afterwards means the change came without a reload.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
}

/** Saves, then measures until `visible` holds; prints the seconds. */
async function timeToShow(label: string, save: () => void, visible: () => Promise<void>): Promise<number> {
  const saved = performance.now();
  save();
  await visible();
  const seconds = (performance.now() - saved) / 1000;
  console.log(`dev reload: ${label}: visible ${seconds.toFixed(2)} s after the save`);
  return seconds;
}

/** The page's review list; the hero's review card may quote the same review. */
// A town's reviews, under their own heading or, while any is a sample, under the samples' heading.
const reviewList = (page: Page) => page.getByRole("list", { name: /Customers Say|Sample Reviews/ });
/** A town page's own introduction, the first words its entry holds. */
const townIntro = (page: Page) => page.locator("#local-intro");

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

// React reports a misuse of a hook in development only, in the console: each page is opened in a
// new tab (its deferred blocks load while it hydrates), then a tap navigates within the site.
test("pages log no console error in development, after hydration and after a client-side navigation", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    // No API runs beside this dev server: the form's request for open times fails with 502, and
    // the form keeps its plain day and time fields, as it does whenever the times cannot load.
    const noApi = message.location().url.includes("/api/booking/windows") && /status of 502/.test(message.text());
    if (message.type() === "error" && !noApi) errors.push(`${page.url()}: ${message.text().split("\n")[0]}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  // The home page last: from it, a tap navigates.
  for (const path of ["/service-areas/greensboro-nc", "/archive/water-heater-flush-once-a-year", "/"]) {
    await open(page, path);
  }
  await tap(page, page.locator("footer a[href^='/service-areas/']").first());
  await expect(page).toHaveURL(/\/service-areas\//);
  await page.waitForLoadState("networkidle");
  await expectSameDocument(page);
  expect(errors).toEqual([]);
});

test("an edited review shows in the open tab without a reload", async ({ page }) => {
  await open(page, "/service-areas/greensboro-nc");
  const testimonials = readJson("testimonials.json");
  // The town's page shows the town's own reviews first: edit the first of them.
  const review = testimonials.reviews.find((candidate: { location: string }) => candidate.location === "Greensboro");
  const text = `Fixed our water heater the same afternoon ${Date.now()}.`;
  review.text = text;
  await timeToShow(
    "edit testimonials.json",
    () => writeJson("testimonials.json", testimonials),
    () => expect(reviewList(page).getByText(text)).toBeVisible({ timeout: showWithinMs }),
  );
  await expectSameDocument(page);
});

test("an edited article (Markdown) shows in the open tab without a reload", async ({ page }) => {
  await open(page, "/archive/water-heater-flush-once-a-year");
  const article = "articles/water-heater-flush-once-a-year.md";
  const sentence = `Sediment builds up faster on hard well water ${Date.now()}.`;
  await timeToShow(
    `edit ${article}`,
    () => writeFileSync(file(article), `${readFileSync(file(article), "utf8").trimEnd()}\n\n${sentence}\n`),
    () => expect(page.getByText(sentence)).toBeVisible({ timeout: showWithinMs }),
  );
  await expectSameDocument(page);
});

test("a new city file shows its page, footer link and Service Areas link without a restart; deleting it takes them away", async ({
  page,
}) => {
  await open(page, "/service-areas/mebane-nc");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  const mebane = {
    ...readJson("cities/lewisville.json"),
    slug: "mebane",
    name: "Mebane",
    postalCode: "27302",
    geo: { latitude: 36.096, longitude: -79.267 },
    trackLabel: "Mebane Page",
  };
  await timeToShow(
    "add cities/mebane.json",
    () => writeJson("cities/mebane.json", mebane),
    () =>
      expect(page.getByRole("heading", { level: 1, name: "Plumber in Mebane, NC" })).toBeVisible({
        timeout: showWithinMs,
      }),
  );
  await expectSameDocument(page);
  await expect(page.locator("footer").getByRole("link", { name: "Mebane" })).toHaveAttribute(
    "href",
    "/service-areas/mebane-nc",
  );
  await open(page, "/service-areas");
  const listed = page.getByRole("link", { name: "Mebane" });
  await expect(listed.first()).toBeVisible();
  // Deleted (it was never published), it leaves the open Service Areas page and its footer, and its address.
  await timeToShow(
    "delete cities/mebane.json",
    () => rmSync(file("cities/mebane.json")),
    () => expect(listed).toHaveCount(0, { timeout: showWithinMs }),
  );
  await expectSameDocument(page);
  expect((await fetch(`${devURL}/service-areas/mebane-nc`)).status).toBe(404);
});

test("a broken file shows in the error overlay and the terminal; fixing it brings the page back", async ({ page }) => {
  await open(page, "/service-areas/greensboro-nc");
  const good = readFileSync(file("cities/greensboro.json"), "utf8");
  const city = JSON.parse(good);
  city.postalCode = "274O1";
  const overlay = page.locator("vite-error-overlay");
  await timeToShow(
    "break cities/greensboro.json",
    () => writeJson("cities/greensboro.json", city),
    () => expect(overlay).toBeAttached({ timeout: showWithinMs }),
  );
  await expect(overlay.locator(".message")).toContainText("cities/greensboro.json: postalCode: expected 5 digits");
  expect(output).toContain("cities/greensboro.json: postalCode: expected 5 digits");
  // A tab opened while the file is broken says what is wrong, in the page and the overlay.
  const second = await page.context().newPage();
  await second.goto(`${devURL}/service-areas/greensboro-nc`);
  await expect(second.getByRole("heading", { level: 1, name: "Something went wrong." })).toBeVisible();
  await expect(second.locator("h1 + pre")).toContainText("cities/greensboro.json: postalCode: expected 5 digits");
  await expect(second.locator("vite-error-overlay")).toBeAttached();
  // The fix is saved at once, whether or not the error page's own script listens yet.

  const text = `Back again and better ${Date.now()}.`;
  city.postalCode = "27401";
  city.intro[0] = text;
  const intro = townIntro;
  await timeToShow(
    "fix cities/greensboro.json",
    () => writeJson("cities/greensboro.json", city),
    () => expect(intro(page).getByText(text)).toBeVisible({ timeout: showWithinMs }),
  );
  await expect(overlay).not.toBeAttached();
  await expectSameDocument(page);
  await expect(intro(second).getByText(text)).toBeVisible();
  await expect(second.locator("vite-error-overlay")).not.toBeAttached();
});

// The file watcher drops a second change of one file within 50 ms of the first; a fix saved in
// that window was never read, and the tab kept the error (dev/catalogue-watch.ts compares the
// files once the window has passed). Each gap puts the fix somewhere else in that window.
test("a fix saved right after a broken save shows: the last save always wins", async ({ page }) => {
  await open(page, "/service-areas/greensboro-nc");
  const city = readJson("cities/greensboro.json");
  const text = `Saved twice in a row ${Date.now()}.`;
  await timeToShow(
    "break and fix cities/greensboro.json at once",
    () => {
      writeJson("cities/greensboro.json", { ...city, postalCode: "274O1" });
      city.intro[0] = text;
      writeJson("cities/greensboro.json", city);
    },
    () => expect(townIntro(page).getByText(text)).toBeVisible({ timeout: showWithinMs }),
  );
  await expect(page.locator("vite-error-overlay")).not.toBeAttached();
  for (const gap of [10, 20, 30, 40, 120]) {
    const again = `Saved again after ${gap} ms ${Date.now()}.`;
    writeJson("cities/greensboro.json", { ...city, postalCode: "274O1" });
    await new Promise((resolve) => setTimeout(resolve, gap));
    city.intro[0] = again;
    writeJson("cities/greensboro.json", city);
    await expect(townIntro(page).getByText(again)).toBeVisible({ timeout: showWithinMs });
    await expect(page.locator("vite-error-overlay")).not.toBeAttached();
  }
});

test("a tab whose script is still loading when the fix is saved shows the fixed page", async ({ page }) => {
  const city = readJson("cities/greensboro.json");
  const before = output.length;
  writeJson("cities/greensboro.json", { ...city, postalCode: "274O1" });
  await expect
    .poll(() => output.slice(before).includes("cities/greensboro.json: postalCode: expected 5 digits"), {
      timeout: 10_000,
    })
    .toBe(true);
  // The page's own script (the one that listens for saves) arrives only after the fix is saved.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/app\/root\.tsx/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${devURL}/service-areas/greensboro-nc`, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong." })).toBeVisible();
  const text = `Fixed while the tab was loading ${Date.now()}.`;
  city.intro[0] = text;
  const logged = output.length;
  writeJson("cities/greensboro.json", city);
  await expect
    .poll(() => output.slice(logged).includes("cities/greensboro.json saved"), { timeout: 10_000 })
    .toBe(true);
  release();
  await expect(townIntro(page).getByText(text)).toBeVisible({ timeout: showWithinMs });
  await expect(page.locator("vite-error-overlay")).not.toBeAttached();
});

test("an old address answers its redirect, with or without a trailing slash", async () => {
  const logged = output.length;
  writeJson("redirects.json", { redirects: [{ from: "/old-water-heaters", to: "/water-heater" }] });
  await expect.poll(() => output.slice(logged).includes("redirects.json saved"), { timeout: 10_000 }).toBe(true);
  for (const path of ["/old-water-heaters", "/old-water-heaters/"]) {
    const response = await fetch(`${devURL}${path}?utm_source=flyer`, { redirect: "manual" });
    expect(response.status, path).toBe(301);
    expect(response.headers.get("location"), path).toBe("/water-heater?utm_source=flyer");
  }
});

test("a draft city shows on the dev server with a Draft badge", async ({ page }) => {
  const draft = { ...readJson("cities/lewisville.json"), slug: "burlington", name: "Burlington", draft: true };
  draft.trackLabel = "Burlington Page";
  writeJson("cities/burlington.json", draft);
  await expect(async () => {
    await page.goto(`${devURL}/service-areas/burlington-nc`);
    await expect(page.getByRole("heading", { level: 1, name: "Plumber in Burlington, NC" })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
});
