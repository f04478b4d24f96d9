import { get } from "node:http";
import { firstRoundTrip } from "@brightwater/web/budget/first-round-trip";
import { type APIResponse, expect, test } from "@playwright/test";
import { adminPassword, baseURL } from "../playwright.config";
import { hydrated } from "./hydrate";
import { cspViolations, recordCspViolations, watchForErrors } from "./page-errors";

function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** The headers every answer carries, whatever it is. */
function expectBaseHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
  expect(directives(headers["content-security-policy"]).get("frame-ancestors")).toEqual(["'none'"]);
  // The test server speaks plain HTTP: no HSTS (the API tests cover HTTPS behind a proxy).
  expect(headers["strict-transport-security"]).toBeUndefined();
}

/** The bytes of a page's status line and headers, as they go over the wire, and of its brotli body. */
function responseBytes(path: string): Promise<{ head: number; body: number }> {
  return new Promise((resolve, reject) => {
    get(`${baseURL}${path}`, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      const { rawHeaders } = response;
      let head = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let at = 0; at < rawHeaders.length; at += 2) head += `${rawHeaders[at]}: ${rawHeaders[at + 1]}\r\n`.length;
      let body = 0;
      response.on("data", (chunk: Buffer) => {
        body += chunk.length;
      });
      response.on("end", () => resolve({ head, body }));
    }).on("error", reject);
  });
}

// TCP's first round trip carries 14,600 bytes: a page's headers take their share of it, so they
// stay under what the build and the budget leave them (apps/web/scripts/budget/first-round-trip.ts).
test("a page's headers stay under 1,300 bytes, its policy's hashes and all", async () => {
  for (const path of ["/", "/drain-cleaning", "/service-areas/kernersville-nc"]) {
    const { head, body } = await responseBytes(path);
    expect(head, path).toBeLessThanOrEqual(firstRoundTrip.headerBytes);
    expect(body, path).toBeGreaterThan(1_000);
  }
});

test("an HTML page allows its own inline scripts and its inline stylesheet by hash, never 'unsafe-inline'", async ({
  request,
}) => {
  const response = await request.get("/water-heater");
  expect(response.status()).toBe(200);
  expectBaseHeaders(response);
  const csp = directives(response.headers()["content-security-policy"]);
  const scripts = csp.get("script-src") ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  const styles = csp.get("style-src") ?? [];
  expect(styles).not.toContain("'unsafe-inline'");
  expect(styles.filter((source) => source.startsWith("'sha256-")).length).toBe(1);
  // A public page opens in the visitor's browsing context group (decision 025): no policy sent is
  // the browser's own `unsafe-none`.
  expect(response.headers()["cross-origin-opener-policy"]).toBeUndefined();
});

test("an asset carries the protections a file needs, and none that only a document reads; an API answer all", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  // The page's entry script, which its start-up script imports as the page goes live, and
  // its hero photograph, which must fit a new connection's first round trip (decision 035).
  const script = /"entry":"(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1];
  const photo = /(\/assets\/photos\/[^" ]+-800\.avif)/.exec(html)?.[1];
  for (const url of [script, photo]) {
    expect(url).toBeDefined();
    const asset = await request.get(url ?? "", { headers: { "accept-encoding": "br" } });
    expect(asset.status()).toBe(200);
    const headers = asset.headers();
    expect(headers["cache-control"]).toContain("immutable");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(directives(headers["content-security-policy"]).get("default-src")).toEqual(["'none'"]);
    for (const name of ["referrer-policy", "permissions-policy", "x-frame-options", "cross-origin-opener-policy"])
      expect(headers[name], `${url}: ${name}`).toBeUndefined();
  }

  const api = await request.get("/api/blog-posts");
  expect(api.status()).toBe(200);
  expectBaseHeaders(api);
  expect(directives(api.headers()["content-security-policy"]).get("default-src")).toEqual(["'none'"]);
  expect(api.headers()["cross-origin-opener-policy"]).toBe("same-origin");
});

test("a client claiming HTTPS through X-Forwarded-Proto gets no HSTS from a server that trusts no proxy", async ({
  request,
}) => {
  const response = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
  expect(response.headers()["strict-transport-security"]).toBeUndefined();
});

// Every route runs under its policy without errors on its one load in every-route.spec.ts.
test("a hydrated page navigates on the client under its CSP", async ({ page }) => {
  const errors = watchForErrors(page);
  await recordCspViolations(page);
  // The article list is a block of its own chunk: the page can be hydrated while the list is still
  // its prerendered HTML, whose links load the article in full. Once live, it asks for the texts.
  const listLive = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/blog-posts");
  await page.goto("/archive");
  await hydrated(page);
  await listLive;
  await page.evaluate(() => {
    window.stillHere = true;
  });
  await page.locator(".article-card h2 a").first().click();
  await expect(page).toHaveURL(/\/archive\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The same document: React Router rendered the article, no full page load happened.
  expect(await page.evaluate(() => window.stillHere)).toBe(true);
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test("the inbox has a policy of its own, this site only, and runs under it signed in, report chart included", async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await recordCspViolations(page);
  const response = await page.goto("/admin");
  const csp = directives(response?.headers()["content-security-policy"]);
  expect(csp.get("default-src")).toEqual(["'none'"]);
  for (const name of ["img-src", "connect-src", "form-action"]) expect(csp.get(name), name).toEqual(["'self'"]);
  const sources = [...csp.values()].flat();
  // None of the public pages' third parties: tag manager, captcha, frames, images from anywhere.
  expect(sources.filter((source) => !source.startsWith("'"))).toEqual([]);
  expect(response?.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  await hydrated(page);
  await page.getByLabel("Password").fill(adminPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  const chart = page.locator("img.lead-report__chart");
  await chart.scrollIntoViewIfNeeded();
  await expect
    .poll(() => chart.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await cspViolations(page)).toEqual([]);
  // Before sign-in the page asks whether it is signed in: Chromium logs that 401, an answer, not an error.
  expect(errors.filter((error) => !error.includes("status of 401 (Unauthorized)"))).toEqual([]);
});
