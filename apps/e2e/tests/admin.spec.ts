import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { adminPassword } from "../playwright.config";
import { act } from "./hydrate";
import { smallPdf } from "./small-pdf";

async function signIn(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Password").fill(adminPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** Searches the inbox and opens the one lead that matches. */
async function openLead(page: Page, search: string) {
  await page.getByLabel("Search").fill(search);
  await page.getByRole("button", { name: "Apply" }).click();
  const card = page.locator(".lead-card", { hasText: search });
  await expect(card).toHaveCount(1);
  await card.locator(".lead-card__name").click();
  return page.locator(".lead-detail");
}

async function downloadText(page: Page, linkName: string | RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: linkName }).click(),
  ]);
  return { download, body: await readFile(await download.path()) };
}

test("the inbox finds a lead from the home form, marks it contacted, exports it, downloads a résumé and signs out", async ({
  page,
  request,
}) => {
  const firstName = `Inbox${Date.now()}`;
  await page.goto("/#contact");
  await act(page);
  const form = page.locator("#contact form[data-enhanced='true']");
  await expect(form).toBeVisible();
  await form.getByLabel("First Name").fill(firstName);
  await form.getByLabel("Last Name").fill("Tester");
  await form.getByLabel("Email").fill("inbox.tester@example.com");
  await form.getByLabel("Phone").fill("(336) 555-0142");
  await form.getByLabel("Subject").fill("Kitchen drain backing up");
  await form.getByLabel("Message").fill("The kitchen sink drains slowly.\nIt gurgles too.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);

  const applicant = `Applicant${Date.now()}`;
  const pdf = smallPdf(`Resume of ${applicant}`);
  const application = await request.post("/api/career-applications", {
    headers: { Accept: "application/json" },
    multipart: {
      firstName: applicant,
      lastName: "Rivera",
      phone: "336-555-0177",
      email: "applicant@example.com",
      address: "12 Oak St",
      city: "Kernersville",
      state: "NC",
      zipCode: "27284",
      resume: { name: "Rivera resume.pdf", mimeType: "application/pdf", buffer: pdf },
    },
  });
  expect(application.status()).toBe(201);

  await signIn(page);
  await expect(page.getByRole("heading", { name: /Leads by page/ })).toBeVisible();
  // Disk use: the résumé just stored counts against the résumé budget, beside the free space.
  const diskUse = page.getByRole("region", { name: "Disk use" });
  await expect(diskUse).toContainText(/Résumés \([1-9]\d*\)\s*\d+(\.\d+)? [KMG]B of \d+(\.\d+)? [KMG]B/);
  await expect(diskUse).toContainText(/Free on the server's disk\s*\d+(\.\d+)? [KMG]B of/);

  // The lead, with every field, where it came from, and its notification.
  const detail = await openLead(page, firstName);
  await expect(detail.getByRole("heading", { name: `${firstName} Tester` })).toBeVisible();
  await expect(detail).toContainText("inbox.tester@example.com");
  await expect(detail).toContainText("(336) 555-0142");
  await expect(detail).toContainText("Kitchen drain backing up");
  await expect(detail.locator(".lead-fields__message")).toHaveText("The kitchen sink drains slowly.\nIt gurgles too.");
  await expect(detail.getByRole("link", { name: "/", exact: true })).toBeVisible();
  // The test server has no SMTP_URL: the inbox says so, rather than "pending" forever.
  await expect(detail).toContainText(/E-mail to the company\s*E-mail alerts are off \(set SMTP_URL/);

  await detail.getByRole("button", { name: "Mark contacted" }).click();
  await expect(detail.locator(".status-badge")).toHaveText("Contacted");
  await expect(page.locator(".lead-card", { hasText: firstName }).locator(".status-badge")).toHaveText("Contacted");

  // The export holds exactly the current filter: this one lead, now contacted.
  const csv = await downloadText(page, "Export CSV");
  expect(csv.download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = csv.body
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(records[0]).toMatch(/^ID,Received \(UTC\),Kind,Status,First name,Last name,Email,Phone/);
  expect(records).toHaveLength(2);
  expect(records[1]).toContain(`,contact,contacted,${firstName},Tester,inbox.tester@example.com,(336) 555-0142,`);
  expect(records[1]).toContain(',"The kitchen sink drains slowly.\nIt gurgles too.",');

  // The résumé comes only through the inbox, as an attachment, byte for byte.
  const applicationDetail = await openLead(page, applicant);
  await expect(applicationDetail).toContainText("Job application");
  await expect(applicationDetail).toContainText("Kernersville");
  const resume = await downloadText(page, "Download Rivera resume.pdf");
  expect(resume.download.suggestedFilename()).toBe("Rivera resume.pdf");
  expect(resume.body.equals(pdf)).toBe(true);
  const direct = await page.request.get(new URL(resume.download.url()).pathname);
  expect(direct.headers()["content-type"]).toBe("application/pdf");
  expect(direct.headers()["content-disposition"]).toMatch(/^attachment;/);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
  await expect(page.getByLabel("Password")).toBeVisible();
  expect((await page.request.get("/api/admin/session")).status()).toBe(401);
  await page.reload();
  await expect(page.getByLabel("Password")).toBeVisible();
});

test("a lead's markup is shown as text and never runs", async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const firstName = `Markup${Date.now()}`;
  const markup = "<img src=x onerror=alert(1)>";
  const created = await request.post("/api/contacts", {
    data: {
      firstName,
      lastName: "<b>bold</b>",
      phone: "336-555-0100",
      subject: `<script>alert(2)</script>`,
      message: markup,
      attribution: { landingPage: "/?utm_campaign=<b>x</b>", utm_campaign: "<img src=x onerror=alert(3)>" },
    },
  });
  expect(created.status()).toBe(201);

  await signIn(page);
  const detail = await openLead(page, firstName);
  await expect(detail.locator(".lead-fields__message")).toHaveText(markup);
  await expect(detail).toContainText("<script>alert(2)</script>");
  await expect(detail.getByRole("heading", { name: `${firstName} <b>bold</b>` })).toBeVisible();
  await expect(page.locator(".lead-card", { hasText: firstName })).toContainText(markup);
  await expect(detail).toContainText("utm_campaign<img src=x onerror=alert(3)>");
  await expect(detail).toContainText("/?utm_campaign=<b>x</b>");
  // The report's chart is the one image of the inbox; nothing a visitor sent became markup.
  await expect(page.locator("main img:not(.lead-report__chart), main b, main script")).toHaveCount(0);
  // A broken image's error handler would run once its request fails: wait until none is in flight.
  await page.waitForLoadState("networkidle");
  expect(dialogs).toEqual([]);
});
