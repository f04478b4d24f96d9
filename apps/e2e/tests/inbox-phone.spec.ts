import type { ChildProcess } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { loadCatalogue } from "@brightwater/content";
import { expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";
import { ownFolder } from "./own-folder";
import { ownServer } from "./own-server";
import { tap } from "./tap";

// The inbox on the office's phone, on a server of its own: a database that holds only this
// file's leads (so that "newest first" has one answer), and a copy of the catalogue whose
// business has a Google place id (the shipped one has none), so that reviews can be asked for.
const webBuild = new URL("../../web/build", import.meta.url).pathname;
const catalogueDir = new URL("../../../packages/content/catalogue/", import.meta.url).pathname;
const port = Number(process.env.E2E_INBOX_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 3);
const siteURL = `http://127.0.0.1:${port}`;
const password = "phone-inbox-password";
const placeId = "ChIJ-e2e-phone-inbox";
const reviewLink = `https://search.google.com/local/writereview?placeid=${placeId}`;

const { path: work, make: makeWork } = ownFolder("inbox-phone-");
const servers: ChildProcess[] = [];

/** A production server on its own database and catalogue copy, the business's place id set or not. */
async function startServer(options: { name: string; port: number; placeId: string | null }) {
  const dir = join(work, options.name);
  const catalogue = join(dir, "catalogue");
  cpSync(catalogueDir, catalogue, { recursive: true });
  const businessFile = join(catalogue, "business.json");
  const business = JSON.parse(readFileSync(businessFile, "utf8"));
  if (options.placeId) business.rating.placeId = options.placeId;
  else delete business.rating.placeId;
  writeFileSync(businessFile, JSON.stringify(business, null, 2));
  const { server, url, ready } = ownServer({
    port: options.port,
    env: {
      DATABASE_PATH: join(dir, "site.db"),
      WEB_BUILD_DIR: webBuild,
      CATALOGUE_DIR: catalogue,
      ADMIN_PASSWORD: password,
      FORM_RATE_LIMIT_PER_MINUTE: "0",
      // No SMTP_URL: the inbox must say e-mail alerts are off, not that they are on their way.
      SMTP_URL: "",
      LEAD_WEBHOOK_URL: "",
    },
  });
  servers.push(server);
  await ready;
  return { url, catalogue, databasePath: join(dir, "site.db") };
}

let catalogue = "";
let databasePath = "";

/** Stores a request as the contact form sends it. */
async function postLead(url: string, lead: { firstName: string; phone: string; subject: string }, pagePath: string) {
  const response = await fetch(`${url}/api/contacts`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({
      ...lead,
      lastName: "Tester",
      email: `${lead.firstName.toLowerCase()}@example.com`,
      message: "Please call me back.",
      pagePath,
    }),
  });
  expect(response.status).toBe(201);
}

function readDb<T>(query: string, ...params: unknown[]): T[] {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Three requests, oldest first, from a town's page: the list must show them newest first. */
const leads = [
  { firstName: "Oldest", phone: "336-555-0101", subject: "Dripping faucet" },
  { firstName: "Middle", phone: "336.555.0102", subject: "Water heater install" },
  { firstName: "Newest", phone: "3365550199", subject: "Burst pipe in the crawl space" },
];

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 }, baseURL: siteURL });

test.beforeAll(async () => {
  makeWork();
  test.setTimeout(120_000);
  ({ catalogue, databasePath } = await startServer({ name: "with-place-id", port, placeId }));
  const town = loadCatalogue(catalogue).cities[0];
  for (const lead of leads) await postLead(siteURL, lead, town?.path ?? "/");
});

test.afterAll(() => {
  for (const server of servers) server.kill();
  rmSync(work, { recursive: true, force: true });
});

async function signIn(page: Page, url = siteURL) {
  await page.goto(`${url}/admin`);
  await page.getByLabel("Password").fill(password);
  await tap(page, page.getByRole("button", { name: "Sign in" }));
  await expect(page.locator(".lead-card").first()).toBeVisible();
  // A tel:, sms: or mailto: link would leave the page for the phone's own app: stay for the test.
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      const target = event.target as Element;
      if (target.closest("a[href^='tel:'], a[href^='sms:'], a[href^='mailto:']")) event.preventDefault();
    }),
  );
}

const card = (page: Page, firstName: string) => page.locator(".lead-card", { hasText: `${firstName} Tester` });

test("the newest lead is first and on the first screen, with its town, age, status and a number to call in one tap", async ({
  page,
}) => {
  const cspErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await signIn(page);
  const names = await page.locator(".lead-card .lead-card__name").allTextContents();
  expect(names).toEqual(["Newest Tester", "Middle Tester", "Oldest Tester"]);
  const first = page.locator(".lead-card").first();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await first.boundingBox();
  console.log(`At 390x844 the newest lead's card starts ${box?.y.toFixed(0)} px down`);
  expect(box?.y).toBeLessThanOrEqual(500);

  await expect(first).toContainText("Burst pipe in the crawl space");
  const town = loadCatalogue(catalogue).cities[0]?.name ?? "";
  await expect(first.locator(".lead-card__town")).toContainText(town);
  await expect(first.locator("time")).toHaveText(/^(just now|\d+ min ago)$/);
  await expect(first.locator(".status-badge")).toHaveText("New");
  const call = first.getByRole("link", { name: /\(336\) 555-0199/ });
  await expect(call).toHaveAttribute("href", "tel:+13365550199");
  // The whole link is on the first screen, big enough for a thumb.
  const callBox = await call.boundingBox();
  expect((callBox?.y ?? 900) + (callBox?.height ?? 0)).toBeLessThanOrEqual(844);
  expect(callBox?.height).toBeGreaterThanOrEqual(40);
  // The filters wait behind one button; the report and disk use are below the list.
  await expect(page.getByLabel("Search")).toBeHidden();
  const report = await page.getByRole("heading", { name: /Report/ }).boundingBox();
  const lastCard = await page.locator(".lead-card").last().boundingBox();
  expect(report?.y).toBeGreaterThan((lastCard?.y ?? 0) + (lastCard?.height ?? 0));

  // Its home-screen manifest opens the list; the page runs under its CSP.
  const manifest = await page.request.get("/admin.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ start_url: "/admin", display: "standalone" });
  expect(cspErrors).toEqual([]);

  await tap(page, call);
  // The office calling a lead is not a visitor's call tap: nothing is counted for the report.
  expect(readDb("SELECT id FROM events")).toEqual([]);
});

test("after the call, Mark contacted on the card is one tap, and stamps the first contact", async ({ page }) => {
  await signIn(page);
  const newest = card(page, "Newest");
  await tap(page, newest.getByRole("button", { name: "Mark contacted" }));
  await expect(newest.locator(".status-badge")).toHaveText("Contacted");
  await expect(newest.getByRole("button", { name: "Mark contacted" })).toHaveCount(0);
  await expect(newest).toContainText(/first contact after \d+ min/);
  const [row] = readDb<{ status: string; first_contacted_at: string | null }>(
    "SELECT status, first_contacted_at FROM submissions WHERE first_name = 'Newest'",
  );
  expect(row?.status).toBe("contacted");
  expect(row?.first_contacted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});

test("the filters open from one button, and apply", async ({ page }) => {
  await signIn(page);
  const toggle = page.getByRole("button", { name: "Filter", exact: true });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await tap(page, toggle);
  await page.getByLabel("Search").fill("Middle");
  await tap(page, page.getByRole("button", { name: "Apply" }));
  await expect(page.locator(".lead-card")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Filter (1 on)" })).toBeVisible();
});

test("a booked lead offers a text and an e-mail carrying the review link, records the request and shows its date", async ({
  page,
}) => {
  await signIn(page);
  await tap(page, card(page, "Middle").getByRole("link", { name: "Middle Tester", exact: true }));
  const detail = page.locator(".lead-detail");
  await expect(detail.getByRole("heading", { name: "Middle Tester" })).toBeVisible();
  // Without SMTP the e-mail to the office is off, and says so: never "pending".
  await expect(detail).toContainText("E-mail alerts are off (set SMTP_URL");
  await expect(detail).not.toContainText(/Pending|Sending/);
  await expect(detail.getByRole("heading", { name: "Ask for a review" })).toHaveCount(0);

  await tap(page, detail.getByRole("button", { name: "Mark booked" }));
  await expect(detail.locator(".lead-detail__head .status-badge")).toHaveText("Booked");
  const sms = detail.getByRole("link", { name: "Text a review request" });
  const mail = detail.getByRole("link", { name: "E-mail a review request" });
  const smsHref = (await sms.getAttribute("href")) ?? "";
  const mailHref = (await mail.getAttribute("href")) ?? "";
  expect(smsHref).toMatch(/^sms:\+13365550102\?&body=/);
  expect(decodeURIComponent(smsHref)).toContain(reviewLink);
  expect(mailHref).toMatch(/^mailto:middle@example\.com\?subject=/);
  expect(decodeURIComponent(mailHref)).toContain(reviewLink);
  await expect(detail).toContainText("Not asked for a review yet.");
  expect(
    (await new AxeBuilder({ page }).analyze()).violations.filter((violation) =>
      ["serious", "critical"].includes(violation.impact ?? ""),
    ),
  ).toEqual([]);

  await tap(page, sms);
  await expect(detail).toContainText(/Asked for a review on \w{3} \d{1,2}, \d{4}/);
  await tap(page, mail);
  await expect
    .poll(() =>
      readDb<{ channel: string }>("SELECT channel FROM review_requests ORDER BY id").map((row) => row.channel),
    )
    .toEqual(["sms", "email"]);
  const [lead] = readDb<{ review_requested_at: string | null }>(
    "SELECT review_requested_at FROM submissions WHERE first_name = 'Middle'",
  );
  expect(lead?.review_requested_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  // The report counts this month's requests.
  await tap(page, detail.getByRole("link", { name: "Back to the list" }));
  await page.reload();
  await expect(page.locator(".lead-report__reviews")).toContainText(/Review requests sent: \w+ \d{4}: 2/);
});

test("the signed-in inbox has no serious or critical axe violations on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await tap(page, page.getByRole("button", { name: "Filter", exact: true }));
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
});

test("without a place id, a booked lead's Ask for a review says what to set, and offers no link", async ({ page }) => {
  test.setTimeout(120_000);
  const other = await startServer({ name: "without-place-id", port: port + 1, placeId: null });
  await postLead(other.url, { firstName: "Booked", phone: "336-555-0150", subject: "Sewer line" }, "/");
  await signIn(page, other.url);
  await tap(page, card(page, "Booked").getByRole("link", { name: "Booked Tester", exact: true }));
  const detail = page.locator(".lead-detail");
  await tap(page, detail.getByRole("button", { name: "Mark booked" }));
  await expect(detail.getByRole("heading", { name: "Ask for a review" })).toBeVisible();
  await expect(detail).toContainText("set the business's Google place id (rating.placeId in business.json)");
  await expect(detail.locator("a[href^='sms:'], a[href^='mailto:'][href*='subject=']")).toHaveCount(0);
});
