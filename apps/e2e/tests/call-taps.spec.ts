import { loadCatalogue } from "@brightwater/content";
import { expect, type Request, test } from "@playwright/test";
import { findEvents } from "./database";
import { hydrated } from "./hydrate";
import { tap } from "./tap";

// Only a tap on the company's own number is a call to the company. A city page also lists local
// offices (a city's water department, say); a tap on one of those is no lead's call: no event, no
// beacon, and the offer is not held back as if the visitor had called us.
const catalogue = loadCatalogue();
const companyTel = `tel:${catalogue.business.phone.e164}`;
const withLocalNumber = catalogue.pages.flatMap((page) =>
  page.blocks.flatMap((block) =>
    block.type === "localContacts"
      ? block.contacts
          .filter((contact) => contact.phone)
          .map((contact) => ({ path: page.path, phone: contact.phone ?? "", name: contact.name }))
      : [],
  ),
);
const calledKey = "brightwater.offerPopup.called";

test.describe("call taps, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a local office's number on a city page is not counted as a call; the company's number is", async ({ page }) => {
    const local = withLocalNumber[0];
    test.skip(!local, "no page of the catalogue lists a local number");
    if (!local) return;
    const beacons: Request[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/events") && request.method() === "POST") beacons.push(request);
    });
    await page.goto(local.path);
    await hydrated(page);
    await page.evaluate(() => {
      // Keep the tel: links from leaving the page.
      document.addEventListener("click", (event) => {
        if ((event.target as Element).closest("a[href^='tel:']")) event.preventDefault();
      });
    });
    const storedBefore = findEvents({ pagePath: local.path }).length;

    const office = page.locator(".card", { hasText: local.name });
    // On a phone the offices sit behind their section's fold: opened as a visitor opens it.
    const section = page.locator("details", { has: office }).first();
    if ((await section.count()) > 0 && !(await section.evaluate((details) => (details as HTMLDetailsElement).open))) {
      const title = section.locator(":scope > summary");
      await title.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
      await tap(page, title);
    }
    const summary = office.locator("summary");
    // In the middle of the screen, clear of the phone's fixed call bar.
    await summary.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    if (!(await office.locator("details").evaluate((details) => (details as HTMLDetailsElement).open)))
      await tap(page, summary);
    const localLink = office.locator(`a[href="tel:+1${local.phone.replace(/\D/g, "")}"]`);
    await expect(localLink).toBeVisible();
    await localLink.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    await tap(page, localLink);

    // The phone's one call button: the call bar's.
    const company = page.getByTestId("call-bar").locator(`a[href="${companyTel}"]`);
    const label = await company.getAttribute("data-track");
    const companyBeacon = page.waitForRequest(
      (request) => request.url().endsWith("/api/events") && request.method() === "POST",
    );
    // Nothing of the local tap: no phone_call event, no offer held back.
    expect(
      await page.evaluate(() =>
        (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "phone_call"),
      ),
    ).toEqual([]);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), calledKey)).toBeNull();

    await tap(page, company);
    await companyBeacon;
    // A beacon of the local tap would have gone out before this one: there is exactly one.
    expect(beacons.map((request) => JSON.parse(request.postData() ?? "{}").label)).toEqual([label]);
    await expect.poll(() => findEvents({ pagePath: local.path }).length).toBe(storedBefore + 1);
    expect(
      findEvents({ pagePath: local.path })
        .slice(storedBefore)
        .map((event) => event.label),
    ).toEqual([label]);
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "phone_call"),
    );
    expect(events).toEqual([{ event: "phone_call", category: "engagement", label, value: 1 }]);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), calledKey)).toBe("1");
  });
});
