// The first screen of one page of every type at 390 × 844 and 1280 × 800, into docs/screenshots as
// small PNGs (a 64-color palette; the desktop shots at half scale), with what each first screen
// shows printed as a table: the tallest picture above the call bar and where the first review a
// visitor can see starts. `npm run screenshots`, after `npm run build`: it starts the production
// server of that build on a free loopback port with a database of its own, and stops it.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { browserPaths, chromiumFlags } from "@brightwater/chromium";
import { chromium } from "@playwright/test";

const { chromiumPath } = browserPaths(process.env);

const root = fileURLToPath(new URL("../../../", import.meta.url));
const sharp = createRequire(join(root, "packages/content/package.json"))("sharp");
const outDir = join(root, "docs/screenshots");

/** One page of each type, by the name its screenshots take. */
export const pageTypes = {
  home: "/",
  service: "/water-heater",
  services: "/services",
  city: "/service-areas/kernersville-nc",
  "service-areas": "/service-areas",
  about: "/about-us",
  careers: "/careers",
  financing: "/financing",
  faq: "/faq",
  "family-first": "/family-first-project",
  archive: "/archive",
  article: "/archive/tank-vs-tankless-water-heater",
  promo: "/water-heater-service",
  "thank-you": "/thank-you",
  404: "/no-such-page",
};
const screens = [
  { width: 390, height: 844, scale: 1 },
  // Half scale: the layout of a 1280 px screen in a quarter of the bytes.
  { width: 1280, height: 800, scale: 0.5 },
];

/** A port nothing listens on, on loopback. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The production server of the last build on `port`, with its database in `dataDir`.
 * @param {number} port
 * @param {string} dataDir
 */
async function startServer(port, dataDir) {
  const server = spawn(process.execPath, [join(root, "apps/api/dist/server.js")], {
    cwd: join(root, "apps/api"),
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_PATH: join(dataDir, "site.db"),
      WEB_BUILD_DIR: "../web/build",
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      ALLOW_SAMPLE_CONTENT: "1",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error("the server did not answer /healthz within a minute");
}

/** The tallest picture shown above the call bar, and the top of the first visible review (px). */
function firstScreenFacts() {
  const bar = document.querySelector("[data-testid=call-bar]")?.getBoundingClientRect();
  const bottom = bar && bar.height > 0 ? Math.min(bar.top, window.innerHeight) : window.innerHeight;
  const pictures = [...document.querySelectorAll("main picture img, main img[src$='.svg']")].map((image) => {
    const box = image.getBoundingClientRect();
    return Math.max(0, Math.min(box.bottom, bottom) - Math.max(box.top, 0));
  });
  const reviews = [...document.querySelectorAll("main .review, main .hero__review:has(blockquote)")]
    .filter((review) => review.getClientRects().length > 0)
    .map((review) => Math.round(review.getBoundingClientRect().top + window.scrollY));
  return { picture: Math.round(Math.max(0, ...pictures)), review: reviews.length ? Math.min(...reviews) : null };
}

/** @typedef {{ page: string; width: number; picture: number; review: number | null }} Row */

/**
 * Each page type at one screen size: its PNG, and what its first screen shows into `rows`.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} origin
 * @param {{ width: number; height: number; scale: number }} screen
 * @param {Row[]} rows
 */
async function shoot(browser, origin, screen, rows) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.scale,
  });
  const page = await context.newPage();
  for (const [name, path] of Object.entries(pageTypes)) {
    await page.goto(new URL(path, origin).href, { waitUntil: "load" });
    // The pictures in view, decoded (a lazy one below the fold never loads: wait at most 3 s).
    await page.evaluate(() =>
      Promise.race([
        Promise.all(
          [...document.images].filter((image) => image.complete).map((image) => image.decode().catch(() => {})),
        ),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]),
    );
    // The page settled: the whole stylesheet in, which a page cut to its first screen's rules
    // waits for to show what follows its first section (decision 036), and every section laid out.
    await page
      .locator("html[data-laid-out]")
      .waitFor({ state: "attached", timeout: 5000 })
      .catch(() => {});
    const facts = await page.evaluate(firstScreenFacts);
    rows.push({ page: path, width: screen.width, ...facts });
    const png = await page.screenshot();
    const file = join(outDir, `${name}-${screen.width}.png`);
    await sharp(png).png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 }).toFile(file);
  }
  await context.close();
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), "screenshots-"));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  /** @type {Row[]} */
  const rows = [];
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    for (const screen of screens) await shoot(browser, `http://127.0.0.1:${port}`, screen, rows);
    await browser.close();
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log("page | width | picture in the first screen (px) | first review (px from the top)");
  for (const row of rows) console.log(`${row.page} | ${row.width} | ${row.picture} | ${row.review ?? "none"}`);
  console.log(`screenshots: ${rows.length} PNGs in docs/screenshots`);
}

await main();
