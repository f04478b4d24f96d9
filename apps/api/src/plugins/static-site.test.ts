import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { adminPagePath } from "@brightwater/contracts";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { tempDir, testConfig } from "../test/helpers";
import errorHandler from "./error-handler";
import securityHeaders from "./helmet";
import staticSite from "./static-site";

const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><script>window.x=1</script></body></html>`;

/** A miniature web build: two pages, the 404 page and one hashed asset, each with .br and .gz. */
function fixtureBuild(): string {
  const buildDir = tempDir();
  const files: Record<string, string> = {
    "index.html": page("Home"),
    "water-heater/index.html": page("Water heater"),
    "404/index.html": page("404 Page Not Found"),
    "admin/index.html": page("Leads"),
    "assets/entry-abc123.js": "console.log('hi')",
    // Built on 10 March: the spring offer already showing, the winter one already hidden.
    "water-heater-service/index.html": `<!DOCTYPE html><html><body><div data-offer-window="2026-03-01/2026-03-31"><h2>Spring flush $89.99</h2></div><div data-offer-window="2026-12-01/" hidden=""><h2>Winter special</h2></div><p>Always here</p></body></html>`,
  };
  for (const [name, content] of Object.entries(files)) {
    const path = join(buildDir, "client", name);
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, content);
    writeFileSync(`${path}.br`, brotliCompressSync(content));
    writeFileSync(`${path}.gz`, gzipSync(content));
  }
  writeFileSync(
    join(buildDir, "csp-hashes.json"),
    JSON.stringify({
      "index.html": { script: ["sha256-abc"], style: ["sha256-css"] },
      "water-heater/index.html": ["sha256-old"],
      "admin/index.html": { script: ["sha256-inbox"], style: ["sha256-inbox-css"] },
    }),
  );
  return buildDir;
}

async function siteApp(now?: () => Date) {
  const app = Fastify();
  app.decorate("config", testConfig());
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(staticSite, {
    buildDir: fixtureBuild(),
    routePaths: ["/", "/water-heater", "/water-heater-service", adminPagePath],
    ...(now ? { now } : {}),
  });
  return app;
}

describe("static site", () => {
  it("serves a prerendered page, brotli-compressed from the build, with its CSP hashes", async () => {
    const app = await siteApp();
    const response = await app.inject({ url: "/", headers: { "accept-encoding": "gzip, br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-abc'");
    expect(response.headers["content-security-policy"]).toContain("style-src 'self' 'sha256-css';");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("reads the script hashes of a build that wrote them alone", async () => {
    const app = await siteApp();
    const csp = (await app.inject({ url: "/water-heater" })).headers["content-security-policy"];
    expect(csp).toContain("script-src 'self' 'sha256-old'");
    expect(csp).toContain("style-src 'self';");
  });

  it("sends plain HTML to clients that accept no compression, and 304 for a known ETag", async () => {
    const app = await siteApp();
    const plain = await app.inject({ url: "/water-heater" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<h1>Water heater</h1>");
    const cached = await app.inject({ url: "/water-heater", headers: { "if-none-match": String(plain.headers.etag) } });
    expect(cached.statusCode).toBe(304);
  });

  it("answers unknown paths with 404 and the 404 page", async () => {
    const app = await siteApp();
    const response = await app.inject({ url: "/no-such-page" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("404 Page Not Found");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("redirects a trailing slash to the page", async () => {
    const app = await siteApp();
    const response = await app.inject({ url: "/water-heater/" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/water-heater");
  });

  it("caches hashed assets forever and serves them precompressed", async () => {
    const app = await siteApp();
    const response = await app.inject({ url: "/assets/entry-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("never serves the raw .html files", async () => {
    const app = await siteApp();
    const response = await app.inject({ url: "/404/index.html" });
    expect(response.statusCode).toBe(404);
  });

  it("never serves a compressed sibling as a download of its own: the file it belongs to is sent compressed", async () => {
    const app = await siteApp();
    for (const url of ["/assets/entry-abc123.js.br", "/assets/entry-abc123.js.gz"])
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    const whole = await app.inject({ url: "/assets/entry-abc123.js", headers: { "accept-encoding": "br" } });
    expect(whole.headers["content-encoding"]).toBe("br");
  });

  it("refuses to start on a build older than the catalogue, naming the pages it lacks", async () => {
    const app = Fastify();
    app.decorate("config", testConfig());
    await expect(
      app.register(staticSite, { buildDir: fixtureBuild(), routePaths: ["/", "/service-areas/mebane-nc"] }).ready(),
    ).rejects.toThrow(
      /is older than the catalogue: it has no service-areas\/mebane-nc\/index\.html\. Run npm run build again\./,
    );
  });

  it("refuses to start on a directory that holds no build, saying where it looked", async () => {
    const app = Fastify();
    app.decorate("config", testConfig());
    const empty = tempDir();
    await expect(app.register(staticSite, { buildDir: empty, routePaths: ["/"] }).ready()).rejects.toThrow(
      `WEB_BUILD_DIR ${empty} holds no build of the site`,
    );
  });

  it("opens public pages in the visitor's browsing context group, and the inbox in its own", async () => {
    const app = await siteApp();
    const policy = async (url: string) => (await app.inject({ url })).headers["cross-origin-opener-policy"];
    // No header is the browser's own `unsafe-none` (plugins/helmet.ts).
    expect(await policy("/")).toBeUndefined();
    expect(await policy("/water-heater-service")).toBeUndefined();
    expect(await policy("/no-such-page")).toBeUndefined();
    expect(await policy(adminPagePath)).toBe("same-origin");
    // An asset is no document: it goes without the policy (plugins/helmet.ts).
    expect(await policy("/assets/entry-abc123.js")).toBeUndefined();
    expect(await policy("/api/missing")).toBe("same-origin");
  });

  it("gives the inbox page a policy of its own: this site only, its own inline scripts and style by hash", async () => {
    const app = await siteApp();
    const policy = (await app.inject({ url: adminPagePath })).headers["content-security-policy"];
    const directives = new Map(
      String(policy)
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .map(([name = "", ...values]) => [name, values] as const),
    );
    expect(directives.get("default-src")).toEqual(["'none'"]);
    expect(directives.get("script-src")).toEqual(["'self'", "'sha256-inbox'"]);
    expect(directives.get("style-src")).toEqual(["'self'", "'sha256-inbox-css'"]);
    for (const name of ["img-src", "connect-src", "manifest-src", "form-action"]) {
      expect(directives.get(name), name).toEqual(["'self'"]);
    }
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
    // Nothing of the public pages' third parties (tag manager, captcha, frames, any https: image).
    expect(policy).not.toMatch(/https:|google|youtube/);
    // A public page keeps what it needs.
    expect((await app.inject({ url: "/" })).headers["content-security-policy"]).toContain(
      "https://www.googletagmanager.com",
    );
  });

  it("answers the API with a policy that allows nothing to run or load", async () => {
    const app = await siteApp();
    const policy = (await app.inject({ url: "/api/missing" })).headers["content-security-policy"];
    expect(policy).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
  });

  it("keeps /api/* answers as JSON", async () => {
    const app = await siteApp();
    const response = await app.inject({ method: "GET", url: "/api/missing" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });
});

describe("offers with dates, on a fixed clock", () => {
  let clock = new Date();
  const at = async (iso: string, headers: Record<string, string> = {}) => {
    clock = new Date(iso);
    const app = await siteApp(() => clock);
    return app.inject({ url: "/water-heater-service", headers });
  };
  const shown = (html: string, title: string) => {
    const wrapper = new RegExp(
      `<div data-offer-window="[^"]*"( hidden="")?><h2>${title.replace("$", "\\$")}</h2>`,
    ).exec(html);
    if (!wrapper) throw new Error(`${title} is not in the page`);
    return wrapper[1] === undefined;
  };

  it("shows an offer on its first and last day in America/New_York, and hides it after", async () => {
    // 1 March 00:00 in Kernersville is 05:00 UTC.
    expect(shown((await at("2026-03-01T05:00:00Z")).body, "Spring flush $89.99")).toBe(true);
    expect(shown((await at("2026-03-01T04:59:00Z")).body, "Spring flush $89.99")).toBe(false);
    // 31 March 23:59 EDT is 03:59 UTC on 1 April.
    expect(shown((await at("2026-04-01T03:59:00Z")).body, "Spring flush $89.99")).toBe(true);
    const ended = await at("2026-04-01T04:00:00Z");
    expect(shown(ended.body, "Spring flush $89.99")).toBe(false);
    expect(ended.body).toContain("<p>Always here</p>");
  });

  it("shows an offer that starts after the build once its day comes, without a rebuild", async () => {
    expect(shown((await at("2026-11-30T12:00:00Z")).body, "Winter special")).toBe(false);
    expect(shown((await at("2026-12-01T12:00:00Z")).body, "Winter special")).toBe(true);
  });

  it("sends the day's page compressed, with its own ETag", async () => {
    const response = await at("2026-04-02T12:00:00Z", { "accept-encoding": "br" });
    expect(response.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(response.rawPayload).toString("utf8");
    expect(shown(html, "Spring flush $89.99")).toBe(false);
    const during = await at("2026-03-15T12:00:00Z");
    expect(during.headers.etag).not.toBe(response.headers.etag);
  });
});
