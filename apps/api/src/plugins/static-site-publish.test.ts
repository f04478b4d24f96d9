import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { logCapture, tempDir, testConfig } from "../test/helpers";
import errorHandler from "./error-handler";
import securityHeaders from "./helmet";
import staticSite from "./static-site";

// `npm run publish` (apps/web/scripts/publish.ts) replaces pages in the build the server runs on,
// then routes.json: the server serves what it names from then on, without a restart.
const page = (title: string) => `<!DOCTYPE html><html><body><h1>${title}</h1><script>go(1)</script></body></html>`;

function writePage(buildDir: string, file: string, html: string) {
  const path = join(buildDir, "client", file);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(`${path}.br`, brotliCompressSync(html));
  writeFileSync(`${path}.gz`, gzipSync(html));
  writeFileSync(path, html);
}

/** As the publish writes it: whole, by rename. */
function writeRecord(buildDir: string, name: string, value: unknown) {
  writeFileSync(join(buildDir, `${name}.tmp`), JSON.stringify(value));
  renameSync(join(buildDir, `${name}.tmp`), join(buildDir, name));
}

function fixtureBuild(): string {
  const buildDir = tempDir();
  writePage(buildDir, "index.html", page("Home"));
  writePage(buildDir, "service-areas/kernersville-nc/index.html", page("Plumber in Kernersville"));
  writePage(buildDir, "404/index.html", page("404 Page Not Found"));
  writePage(buildDir, "admin/index.html", page("Inbox"));
  writeRecord(buildDir, "csp-hashes.json", { "index.html": { script: ["sha256-home"], style: [] } });
  writeRecord(buildDir, "routes.json", { paths: ["/", "/service-areas/kernersville-nc"], redirects: [] });
  return buildDir;
}

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function siteApp(buildDir: string, log = logCapture()) {
  const app = Fastify({ logger: { level: "info", stream: log.stream } });
  app.decorate("config", testConfig());
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(staticSite, {
    buildDir,
    routePaths: ["/", "/service-areas/kernersville-nc"],
    serverPaths: ["/admin"],
  });
  apps.push(app);
  return app;
}

const poll = { timeout: 45_000, interval: 100 };

describe("static site after a publish", () => {
  it("serves an edited page, a new page and a new redirect, with the new CSP, once routes.json is replaced", async () => {
    const buildDir = fixtureBuild();
    const app = await siteApp(buildDir);
    expect((await app.inject({ url: "/service-areas/walkertown-nc" })).statusCode).toBe(404);

    writePage(buildDir, "index.html", page("Home, edited"));
    writePage(buildDir, "service-areas/walkertown-nc/index.html", page("Plumber in Walkertown"));
    writeRecord(buildDir, "csp-hashes.json", { "index.html": { script: ["sha256-edited"], style: [] } });
    writeRecord(buildDir, "routes.json", {
      paths: ["/", "/service-areas/kernersville-nc", "/service-areas/walkertown-nc"],
      redirects: [{ from: "/walkertown", to: "/service-areas/walkertown-nc" }],
    });

    await expect.poll(async () => (await app.inject({ url: "/" })).body, poll).toContain("Home, edited");
    const home = await app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    expect(home.headers["content-encoding"]).toBe("br");
    expect(home.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-edited'");
    const added = await app.inject({ url: "/service-areas/walkertown-nc" });
    expect(added.statusCode).toBe(200);
    expect(added.body).toContain("Plumber in Walkertown");
    const moved = await app.inject({ url: "/walkertown/?utm_source=flyer" });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/service-areas/walkertown-nc?utm_source=flyer");
  });

  it("stops serving a page the publish removed, and keeps serving the last good set when routes.json is unreadable", async () => {
    const buildDir = fixtureBuild();
    const app = await siteApp(buildDir);
    writeRecord(buildDir, "routes.json", { paths: ["/"], redirects: [] });
    await expect
      .poll(async () => (await app.inject({ url: "/service-areas/kernersville-nc" })).statusCode, poll)
      .toBe(404);

    writeFileSync(join(buildDir, "routes.json"), "{ half written");
    // A later good record is still read: the broken one did not stop the watch.
    writePage(buildDir, "index.html", page("Home again"));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await app.inject({ url: "/" })).statusCode).toBe(200);
    writeRecord(buildDir, "routes.json", { paths: ["/"], redirects: [] });
    await expect.poll(async () => (await app.inject({ url: "/" })).body, poll).toContain("Home again");
  });

  it("keeps the server's own pages, the inbox, whatever a publish lists", async () => {
    const buildDir = fixtureBuild();
    const app = await siteApp(buildDir);
    writePage(buildDir, "index.html", page("Home, published"));
    writeRecord(buildDir, "routes.json", { paths: ["/", "/service-areas/kernersville-nc"], redirects: [] });
    await expect.poll(async () => (await app.inject({ url: "/" })).body, poll).toContain("Home, published");
    const inbox = await app.inject({ url: "/admin" });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain("Inbox");
  });

  it("refuses a record the build could not have written, serving the site as it was, with one error line", async () => {
    const buildDir = fixtureBuild();
    const log = logCapture();
    const app = await siteApp(buildDir, log);
    const many = Array.from({ length: 50_000 }, (_, index) => `/page-${index}`);
    const bad: [string, unknown][] = [
      ["50,000 paths", { paths: ["/", ...many], redirects: [] }],
      ["over a mebibyte", { paths: ["/"], redirects: [], note: "x".repeat(1_100_000) }],
      ["a path outside the build", { paths: ["/", "/../../../etc"], redirects: [] }],
      ["a path with no page", { paths: ["/", "/service-areas/nowhere-nc"], redirects: [] }],
      ["a redirect to another host", { paths: ["/"], redirects: [{ from: "/go", to: "//evil.example" }] }],
      ["no home page", { paths: [], redirects: [] }],
    ];
    for (const [what, record] of bad) {
      const before = log.errors().length;
      writeRecord(buildDir, "routes.json", record);
      await expect.poll(() => log.errors().length, poll).toBe(before + 1);
      expect(log.errors().at(-1)?.msg, what).toContain("still serving the pages before");
      expect((await app.inject({ url: "/service-areas/kernersville-nc" })).statusCode, what).toBe(200);
      expect((await app.inject({ url: "/go" })).statusCode, what).toBe(404);
    }
    expect(log.errors()[0]?.msg).toMatch(/paths Too big: expected array to have <=5000 items/);
    // Over the size bound: refused before it is parsed.
    expect(log.errors()[1]?.msg).toMatch(/bytes, over 1048576/);
  });
});
