import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { adminPassword } from "../playwright.config";
import { findEvents, findSubmission } from "./database";
import { hydrated } from "./hydrate";
import { tap } from "./tap";

/** The records of a CSV file (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      index++;
    } else cell += char;
  }
  return records;
}

const campaign = "utm_source=google&utm_medium=cpc&utm_campaign=spring-drains&gclid=EAIaIQobTest";
const landing = `/service-areas/greensboro-nc?${campaign}`;

test.describe("speed to lead, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a request sent after walking from an ad's landing page to the home page carries the campaign into the inbox and its CSV", async ({
    page,
  }) => {
    const firstName = `Campaign${Date.now()}`;
    await page.goto(landing);
    await hydrated(page);
    // Walk to the home page inside the site: the query string is gone from the address bar.
    await tap(page, page.locator(".site-header a[href='/']").first());
    await expect(page).toHaveURL(/\/$/);

    // The form upgrades itself as it nears the viewport; fill it once it has.
    await page.locator("#contact").scrollIntoViewIfNeeded();
    const form = page.locator("#contact form[data-enhanced='true']");
    await expect(form).toBeVisible();
    await form.getByLabel("First Name").fill(firstName);
    await form.getByLabel("Last Name").fill("Tester");
    await form.getByLabel("Email").fill("campaign.tester@example.com");
    await form.getByLabel("Phone").fill("(336) 555-0150");
    await form.getByLabel("Subject").fill("Drain cleaning");
    await form.getByLabel("Message").fill("Basement floor drain is backing up.");
    await tap(page, form.getByRole("button", { name: "Send Message" }));
    await expect(page).toHaveURL(/\/thank-you$/);

    const stored = findSubmission({ firstName });
    expect(stored).toBeDefined();

    await page.goto(`/admin`);
    await page.getByLabel("Password").fill(adminPassword);
    await tap(page, page.getByRole("button", { name: "Sign in" }));
    // On a phone the filters wait behind one button.
    await tap(page, page.getByRole("button", { name: "Filter", exact: true }));
    await page.getByLabel("Search").fill(firstName);
    await tap(page, page.getByRole("button", { name: "Apply" }));
    const card = page.locator(".lead-card", { hasText: firstName });
    await expect(card).toContainText("google / cpc");
    await tap(page, card.locator(".lead-card__name"));
    const detail = page.locator(".lead-detail");
    await expect(detail).toContainText(`Landing page${landing}`);
    await expect(detail).toContainText("gclidEAIaIQobTest");
    await tap(page, detail.getByRole("button", { name: "Mark contacted" }));
    await expect(detail.locator(".status-badge")).toHaveText("Contacted");
    await expect(detail).toContainText(/First contact.*\(after \d+ min\)/);

    // On a phone the list and its export are behind the lead: back to the list first.
    await tap(page, detail.getByRole("link", { name: "Back to the list" }));
    const exportLink = page.getByRole("link", { name: "Export CSV", exact: true });
    const downloading = page.waitForEvent("download");
    await tap(page, exportLink);
    const download = await downloading;
    const [columns = [], cells = [], ...others] = parseCsv(
      (await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, ""),
    );
    expect(others).toEqual([]);
    const cell = (name: string) => cells[columns.indexOf(name)];
    expect(cell("First name")).toBe(firstName);
    expect(cell("Status")).toBe("contacted");
    expect(cell("Received (UTC)")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(cell("First contact (UTC)")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(cell("Source")).toBe("google / cpc");
    expect(cell("Landing page")).toBe(landing);
    expect(cell("utm_campaign")).toBe("spring-drains");
    expect(cell("gclid")).toBe("EAIaIQobTest");
  });

  test("a tap on a call link is recorded first-party with the page, the link's label and the campaign", async ({
    page,
  }) => {
    await page.goto(`/water-heater?${campaign}`);
    await hydrated(page);
    await page.evaluate(() => {
      // Keep the tel: link from leaving the page.
      document.addEventListener("click", (event) => event.preventDefault());
    });
    const beacon = page.waitForRequest(
      (request) => request.url().endsWith("/api/events") && request.method() === "POST",
    );
    const call = page.locator("a[href^='tel:']:visible").first();
    const label = await call.getAttribute("data-track");
    await tap(page, call);
    const request = await beacon;
    // No cookie goes with it, and nothing in it names a person.
    expect(request.headers().cookie).toBeUndefined();
    const body = JSON.parse(request.postData() ?? "{}");
    expect(body).toMatchObject({ type: "call_tap", pagePath: "/water-heater" });
    await expect.poll(() => findEvents({ pagePath: "/water-heater" }).length).toBeGreaterThan(0);
    const [event] = findEvents({ pagePath: "/water-heater" }).slice(-1);
    expect(event?.source).toBe("google / cpc");
    expect(JSON.parse(event?.attribution ?? "{}")).toMatchObject({
      gclid: "EAIaIQobTest",
      landingPage: `/water-heater?${campaign}`,
    });
    if (label) expect(event?.label).toBe(label);
  });

  test("a call link tapped before the page's script has run dials at once and is recorded once the page hydrates", async ({
    page,
  }) => {
    // The page's script is held back until after the tap.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/drain-cleaning?${campaign}`);
    await page.evaluate(() => {
      // After the start-up script's own listener (on the window, before React's start: until the
      // page is live no listener past the window hears a visitor's event, decision 040): whether
      // the page left the dialing to the browser, then keep the tel: link from leaving the page.
      window.addEventListener(
        "click",
        (event) => {
          const link = (event.target as Element).closest("a");
          document.body.dataset.dialled = String(!event.defaultPrevented && Boolean(link?.href.startsWith("tel:")));
          event.preventDefault();
        },
        true,
      );
    });
    const beacon = page.waitForRequest(
      (request) => request.url().endsWith("/api/events") && request.method() === "POST",
    );
    const call = page.locator(".call-bar a[href^='tel:']");
    const label = await call.getAttribute("data-track");
    await tap(page, call);
    await expect(page.locator("body[data-dialled='true']")).toBeAttached();
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();

    release();
    await hydrated(page);
    const body = JSON.parse((await beacon).postData() ?? "{}");
    expect(body).toMatchObject({ type: "call_tap", pagePath: "/drain-cleaning", label });
    await expect.poll(() => findEvents({ pagePath: "/drain-cleaning" }).length).toBeGreaterThan(0);
    const [event] = findEvents({ pagePath: "/drain-cleaning" }).slice(-1);
    expect(event?.label).toBe(label);
    expect(JSON.parse(event?.attribution ?? "{}")).toMatchObject({ landingPage: `/drain-cleaning?${campaign}` });
    const events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual({ event: "phone_call", category: "engagement", label, value: 1 });
  });
});
