// First screens (and the city page whole) of the served site at 390 × 844 and 1280 × 800, for
// docs/screenshots. Usage, with the production server running:
//   node apps/e2e/scripts/screenshots.mjs http://127.0.0.1:4511 docs/screenshots before
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../../../scripts/chromium.mjs";

const [origin = "http://127.0.0.1:4511", outDir = "docs/screenshots", label = "after"] = process.argv.slice(2);
const pages = ["/", "/water-heater", "/service-areas/kernersville-nc", "/careers", "/financing"];
const screens = [
  { width: 390, height: 844, scale: 1 },
  // Half scale: the layout of a 1280 px screen in a quarter of the bytes.
  { width: 1280, height: 800, scale: 0.5 },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
for (const screen of screens) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.scale,
  });
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(new URL(path, origin).href, { waitUntil: "load" });
    await page.waitForTimeout(500);
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
    await page.screenshot({ path: join(outDir, `${name}-${screen.width}-${label}.png`) });
    if (screen.width === 390 && path.startsWith("/service-areas/")) {
      await page.screenshot({
        path: join(outDir, `${name}-390-full-${label}.jpeg`),
        fullPage: true,
        type: "jpeg",
        quality: 45,
      });
    }
  }
  await context.close();
}
await browser.close();
