import { expect, test } from "@playwright/test";
import { findSubmission } from "./database";

test("the home page's HTML holds the heading and the services before any script runs", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1>[^<]+<\/h1>/);
  expect(html).toContain('id="services"');
  expect(html).toContain("Our Professional Services");
  expect(html).toContain('href="/drain-cleaning"');
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toContain('<link rel="canonical"');
});

test("the home form shows its messages when sent empty", async ({ page }) => {
  await page.goto("/#contact");
  const form = page.locator("#contact form[data-enhanced='true']");
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: "Send Message" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Please enter a valid email address",
    "Phone number is required",
    "Subject is required",
    "Message is required",
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
});

test("a valid home form request lands on /thank-you and is stored", async ({ page }) => {
  const firstName = `Home${Date.now()}`;
  await page.goto("/#contact");
  const form = page.locator("#contact form[data-enhanced='true']");
  await expect(form).toBeVisible();
  await form.getByLabel("First Name").fill(firstName);
  await form.getByLabel("Last Name").fill("Tester");
  await form.getByLabel("Email").fill("home.tester@example.com");
  await form.getByLabel("Phone").fill("(336) 555-0188");
  await form.getByLabel("Subject").fill("Water heater leaking");
  await form.getByLabel("Message").fill("There is water around the base of the tank.");
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(findSubmission({ firstName })).toMatchObject({
    last_name: "Tester",
    email: "home.tester@example.com",
    subject: "Water heater leaking",
    page_path: "/",
  });
});

test("an unknown path answers 404 with the 404 page", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("404 Page Not Found");
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  await expect(page.locator("main a[href^='tel:']")).toBeVisible();
});

test("an internal link navigates without a full page load", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await page.locator("#services a[href='/water-heater']").click();
  await expect(page).toHaveURL(/\/water-heater$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Water Heater Repair & Replacement");
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
