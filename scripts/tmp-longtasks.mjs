import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import { startProductionServer } from "./perf/local-server.mjs";
const server = await startProductionServer({ ALLOW_SAMPLE_CONTENT: "1" });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
for (const path of ["/drain-cleaning", "/service-areas/kernersville-nc", "/drain-cleaning"]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript({ content: `
    window.tasks = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.tasks.push([Math.round(e.startTime), Math.round(e.duration), e.name]); }).observe({ type: "longtask", buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.interactionId) window.tasks.push([Math.round(e.startTime), Math.round(e.duration), "EVENT " + e.name + " delay " + Math.round(e.processingStart - e.startTime)]); }).observe({ type: "event", durationThreshold: 16, buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.tasks.push([Math.round(e.startTime), Math.round(e.duration), "RES " + e.name.split("/").pop()]); }).observe({ type: "resource", buffered: true });
    new MutationObserver(() => { const d = document.documentElement.dataset; for (const k of ["laidOut","hydrated","styled"]) if (d[k] && !window["m"+k]) { window["m"+k] = 1; window.tasks.push([Math.round(performance.now()), 0, "MARK " + k]); } }).observe(document.documentElement, { attributes: true });
  ` });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`${server.origin}${path}`, { waitUntil: "load" });
  await page.evaluate('window.tasks.push([Math.round(performance.now()), 0, "LOADED (test)"])');
  const menu = page.locator(".site-header details > summary").first();
  const box = await menu.boundingBox();
  await page.mouse.move(box.x + 5, box.y + 5); await page.mouse.down(); await page.mouse.up();
  await page.waitForTimeout(3000);
  const tasks = await page.evaluate("window.tasks");
  console.log(path); for (const t of tasks.sort((a, b) => a[0] - b[0])) if (!String(t[2]).startsWith("RES") || /entry|chrome|hydration|enhanced/.test(t[2])) console.log("  ", t.join("  "));
  await context.close();
}
await browser.close(); await server.stop();
