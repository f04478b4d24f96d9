import { loadCatalogue } from "@brightwater/content";
import { expect, type Page, test } from "@playwright/test";
import { settled } from "./axe";
import { hydrated } from "./hydrate";
import { expectOnTop, phone, sidewaysScroll } from "./phone-checks";
import { tap } from "./tap";

// How pages lay out where the call bar, a form or the hero could get in each other's way, on the
// pages that show each case. Every route's own phone checks: every-route.spec.ts.
const typingField = "main form :is(input[type=text], input[type=tel], input[type=email]):not([tabindex='-1'])";

test.describe("the call bar stays out of the way", () => {
  test.use({ viewport: phone });

  test("it steps aside while a form field has focus, so the field is on top", async ({ page }) => {
    for (const path of ["/", "/service-areas/greensboro-nc", "/careers"]) {
      await page.goto(path);
      await settled(page);
      const field = page.locator(typingField).last();
      await field.scrollIntoViewIfNeeded();
      await field.focus();
      await expect(page.getByTestId("call-bar")).toBeHidden();
      // The field sits low on the screen, where the bar would be.
      await page.evaluate((selector) => {
        const input = [...document.querySelectorAll(selector)].at(-1);
        if (input)
          window.scrollBy({ top: input.getBoundingClientRect().bottom - window.innerHeight + 10, behavior: "instant" });
      }, typingField);
      await expectOnTop(page, field, `the focused field on ${path}`);
      await field.blur();
      await expect(page.getByTestId("call-bar")).toBeVisible();
    }
  });

  test("a toast shows above it, and the page still does not scroll sideways at 320 px", async ({ page }) => {
    // A failing server without a message of its own, so the form's own error toast shows.
    await page.route("**/api/contacts", (route) => route.fulfill({ status: 500, body: "" }));
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/service-areas/greensboro-nc");
    await settled(page);
    const form = page.locator("#contact-form form[data-enhanced='true']");
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel("Your Name").fill("Toast");
    await form.getByLabel("Phone Number").fill("336-555-0101");
    await form.getByLabel("Service Needed").selectOption({ index: 1 });
    await form.getByLabel("How can we help?").fill("Checking the toast.");
    await form.getByRole("button", { name: "Request Service" }).click();
    const toast = page.getByRole("alert");
    await expect(toast).toBeVisible();
    await page.locator("main form textarea").blur();
    await expect(page.getByTestId("call-bar")).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    await expectOnTop(page, toast, "the toast");
    const toastBox = await toast.boundingBox();
    const barBox = await page.getByTestId("call-bar").boundingBox();
    expect(toastBox && barBox && toastBox.y + toastBox.height <= barBox.y).toBe(true);
  });
});

test("the home page is at most 7,000 px tall on a phone", async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto("/");
  await settled(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(7000);
});

test.describe("forms on wide screens", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("keep to a readable width", async ({ page }) => {
    for (const path of ["/service-areas/greensboro-nc", "/careers", "/"]) {
      await page.goto(path);
      await settled(page);
      const form = page.locator("main form").first();
      await form.scrollIntoViewIfNeeded();
      const box = await form.boundingBox();
      expect(box?.width, path).toBeLessThanOrEqual(768);
    }
  });
});

test("the hero states the rating once, at every width, and not at all to a job seeker", async ({ page }) => {
  // A photograph hero and a hero with a review beside it on wide screens, each page loaded once and
  // laid out again at each width; the careers hero, with points for job seekers instead, states none.
  for (const path of ["/", "/service-areas/greensboro-nc", "/drain-cleaning", "/careers"]) {
    const once = path === "/careers" ? 0 : 1;
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    for (const width of [390, 1000, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const ratings = page.locator(".hero").getByText(/from [\d,]+ Google reviews/);
      await expect(ratings.filter({ visible: true }), `${path} at ${width} px`).toHaveCount(once);
    }
  }
});

test.describe("links to a section of the page", () => {
  test.use({ viewport: phone });
  // A page with a button that leads to one of its own sections ("Schedule Service" → its form).
  const { path, target } =
    loadCatalogue().pages.flatMap((shown) => {
      const blocks = JSON.stringify(shown.blocks);
      return shown.blocks.flatMap((block) =>
        "id" in block && typeof block.id === "string" && blocks.includes(`"href":"#${block.id}"`)
          ? [{ path: shown.path, target: block.id }]
          : [],
      );
    })[0] ?? {};

  /**
   * Records where the target section is on the screen at every frame from the first that has it:
   * what the visitor sees move. (The scroll position itself also changes when the browser keeps
   * the screen still while sections above it are laid out: scroll anchoring.)
   */
  async function recordPosition(page: Page) {
    await page.addInitScript((id) => {
      const positions: number[] = [];
      Object.assign(window, { sectionPositions: positions });
      const frame = () => {
        const section = document.getElementById(id);
        if (section) positions.push(Math.round(section.getBoundingClientRect().top));
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, target ?? "");
  }
  const framesThatMoved = (page: Page, from = 0) =>
    page.evaluate(
      (from) =>
        (window as unknown as { sectionPositions: number[] }).sectionPositions
          .slice(from)
          // Scroll anchoring keeps the section still to the pixel: a rounding of its fractional
          // place flips it between two neighboring pixels, which no tap notices.
          .filter((y, index, positions) => index > 0 && Math.abs(y - (positions[index - 1] ?? y)) > 1).length,
      from,
    );

  test("a page opened at one of them jumps there and keeps still, so the first tap lands", async ({ page }) => {
    expect(target, "a page with a link to its own section").toBeDefined();
    await recordPosition(page);
    await page.goto(`${path}#${target}`);
    await settled(page);
    // A second, for a glide to finish if there were one.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    // The browser's jump, and the router's on hydration if the layout moved in between; a glide
    // moves the page in 60-70 frames.
    expect(await framesThatMoved(page), "frames in which the page moved").toBeLessThanOrEqual(2);
    const top = await page.locator(`[id="${target}"]`).evaluate((section) => section.getBoundingClientRect().top);
    expect(Math.abs(top), "the section's distance from the top of the screen (px)").toBeLessThan(phone.height / 3);
  });

  test("a tap on one glides to its section", async ({ page }) => {
    await recordPosition(page);
    expect(target, "a page with a link to its own section").toBeDefined();
    await page.goto(path ?? "/");
    await settled(page);
    // One shown on a phone (the hero's twin of the call bar's request gives way to the bar).
    const link = page.locator(`main a[href="#${target}"]:visible`).first();
    const before = await page.evaluate(
      () => (window as unknown as { sectionPositions: number[] }).sectionPositions.length,
    );
    await tap(page, link);
    await expect
      .poll(() => page.locator(`[id="${target}"]`).evaluate((section) => section.getBoundingClientRect().top))
      .toBeLessThan(phone.height / 3);
    expect(await framesThatMoved(page, before), "frames in which the page moved").toBeGreaterThan(3);
  });
});

test.describe("sections below the first screen", () => {
  test.use({ viewport: phone });
  // The page with the most blocks, so the most sections to lay out.
  const { path } = [...loadCatalogue().pages].sort((a, b) => b.blocks.length - a.blocks.length)[0] ?? { path: "/" };
  const below = "main > section, .site-footer";

  test("wait for the first screen's paint, are then laid out one a frame, and leave the page at its true height", async ({
    page,
  }) => {
    // How many of the page's sections (and its footer) are laid out, at every frame from the first.
    await page.addInitScript((selector) => {
      const counts: number[] = [];
      Object.assign(window, { laidOut: counts });
      const frame = () => {
        const sections = [...document.querySelectorAll(selector)];
        if (sections.length > 0) {
          counts.push(sections.filter((section) => getComputedStyle(section).contentVisibility === "visible").length);
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, below);
    await page.goto(path);
    await hydrated(page);
    const total = await page.locator(below).count();
    expect(total, `sections and footer on ${path}`).toBeGreaterThan(3);
    const counts = await page.evaluate(() => (window as unknown as { laidOut: number[] }).laidOut);
    expect(counts[0], "sections laid out at the first frame: the first only").toBe(1);
    expect(counts.at(-1), "sections laid out once the page says so: all").toBe(total);
    const steps = counts.slice(1).map((count, index) => count - (counts[index] ?? 0));
    expect(Math.max(...steps), "sections laid out in one frame, at most").toBe(1);

    // Its height now is its height with every section laid out from the start.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.locator(below).evaluateAll((sections) => {
      for (const section of sections) (section as HTMLElement).style.contentVisibility = "visible";
    });
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
  });
});
