import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { startSmtpServer } from "@brightwater/api/test/smtp";
import { loadCatalogue } from "@brightwater/content";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { act } from "./hydrate";
import { ownFolder } from "./own-folder";
import { ownServer } from "./own-server";
import { tap } from "./tap";

// A homeowner books an arrival window on a phone, and the office confirms it from the inbox on a
// phone, on a server of its own with a mail server beside it: the homeowner's mail must carry the
// calendar entry.
const webBuild = new URL("../../web/build", import.meta.url).pathname;
const catalogueDir = new URL("../../../packages/content/catalogue/", import.meta.url).pathname;
const port = Number(process.env.E2E_BOOKING_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 9);
const siteURL = `http://127.0.0.1:${port}`;
const password = "booking-phone-password";
const { booking } = loadCatalogue();

const { path: work, make: makeWork } = ownFolder("booking-phone-");
let server: ChildProcess | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

test.use({ viewport: { width: 390, height: 844 }, baseURL: siteURL });
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  makeWork();
  smtp = await startSmtpServer();
  const started = ownServer({
    port,
    env: {
      DATABASE_PATH: join(work, "site.db"),
      WEB_BUILD_DIR: webBuild,
      CATALOGUE_DIR: catalogueDir,
      ADMIN_PASSWORD: password,
      FORM_RATE_LIMIT_PER_MINUTE: "0",
      SMTP_URL: smtp.url,
      LEAD_EMAIL_TO: "office@example.com",
      LEAD_WEBHOOK_URL: "",
    },
  });
  server = started.server;
  await started.ready;
});

test.afterAll(async () => {
  server?.kill();
  await smtp?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Stays on the page when a tel: link is tapped (it would leave for the phone's own app). */
async function keepTelLinks(page: Page) {
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest("a[href^='tel:']")) event.preventDefault();
    }),
  );
}

/** A tap with the target in the middle of the screen, clear of the call bar along the bottom. */
async function tapCentered(page: Page, target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  await tap(page, target);
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

let bookedDay = "";
let bookedLabel = "";

test("a homeowner picks a day and an arrival window on the home page, and sends it", async ({ page }) => {
  await page.goto("/#contact");
  await act(page);
  const form = page.locator("#contact form[data-enhanced='true']");
  await expect(form).toBeVisible();
  // The open times are fetched when the form goes live.
  await page.waitForLoadState("networkidle");
  const step = form.locator("details.booking");
  // Closed until the visitor opens it; then the words and the open times.
  await expect(step.locator(".booking__days")).toBeHidden();
  await tapCentered(page, step.getByText(booking.copy.stepTitle));
  await expect(step).toContainText(booking.copy.stepNote);
  await expect(step).toContainText(booking.copy.emergencyNote);
  const days = step.locator(".booking__days button");
  await expect(days.first()).toBeVisible();
  // The second day with room, so that the choice is a real one.
  const day = (await days.count()) > 1 ? days.nth(1) : days.first();
  await tapCentered(page, day);
  await expect(day).toHaveAttribute("aria-pressed", "true");
  const chip = step.locator(".booking__windows label").nth(1);
  const box = await chip.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await tapCentered(page, chip);
  await expect(chip.locator("input")).toBeChecked();
  bookedDay = (await chip.locator("input").inputValue()).slice(0, 10);
  expect(await noSideScroll(page)).toBe(true);

  await form.getByLabel("First Name").fill("Booker");
  await form.getByLabel("Last Name").fill("Phone");
  await form.getByLabel("Email").fill("booker@example.com");
  await form.getByLabel("Phone").fill("336-555-0177");
  await form.getByLabel("Subject").fill("Water heater");
  await form.getByLabel("Message").fill("No hot water.");
  await tapCentered(page, form.locator("button[type=submit]"));
  await expect(page).toHaveURL(/\/thank-you$/);
});

test("the office sees the window on that day in the inbox, confirms it in one tap, and the mail carries an .ics", async ({
  page,
}) => {
  expect(bookedDay, "the booking of the test before").not.toBe("");
  await page.goto("/admin");
  await page.getByLabel("Password").fill(password);
  await tap(page, page.getByRole("button", { name: "Sign in" }));
  const bookings = page.getByRole("region", { name: "Booked times" });
  await expect(bookings).toBeVisible();
  await keepTelLinks(page);
  await bookings.getByLabel("Day").fill(bookedDay);
  const item = bookings.locator(".booking-item", { hasText: "Booker" });
  await expect(item).toContainText(booking.copy.statusLabels.requested);
  bookedLabel = (await item.locator(".booking-item__when strong").textContent()) ?? "";
  expect(await noSideScroll(page)).toBe(true);

  await tapCentered(page, item.getByRole("button", { name: "Confirm" }));
  await expect(item).toContainText(booking.copy.statusLabels.confirmed);
  await expect(item.getByRole("button", { name: "Confirm" })).toBeDisabled();

  await expect(async () => {
    const confirmed = smtp.messages.find(
      (mail) => mail.to.includes("booker@example.com") && /filename="?[^"\r\n]*\.ics/.test(mail.raw),
    );
    expect(confirmed, "a mail to the homeowner with a calendar file").toBeDefined();
    expect(confirmed?.raw).toMatch(/Content-Type: text\/calendar/i);
  }).toPass({ timeout: 30_000 });
  console.log(`Confirmed ${bookedLabel}`);

  // The lead itself shows the window it asked for, and the booking's status with its buttons.
  await tapCentered(page, item.getByRole("link", { name: "Booker Phone" }));
  const detail = page.locator(".lead-detail");
  await expect(detail).toContainText(`Arrival window asked for${bookedLabel}`);
  const booked = detail.getByRole("list", { name: "Booked time" });
  await expect(booked).toContainText(booking.copy.statusLabels.confirmed);
  expect(await noSideScroll(page)).toBe(true);
});
