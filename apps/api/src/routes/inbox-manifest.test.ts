import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadCatalogue } from "@brightwater/content";
import { describe, expect, it } from "vitest";
import { testApp, testConfig } from "../test/helpers";
import { inboxApp } from "../test/inbox";

const publicDir = join(import.meta.dirname, "../../../web/public");

describe("the inbox's web app manifest", () => {
  it("opens the list full screen from the home screen, with icons that exist, under the business's name", async () => {
    const { app } = await inboxApp();
    const response = await app.inject({ url: "/admin.webmanifest" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = response.json();
    expect(manifest).toMatchObject({ start_url: "/admin", scope: "/admin", display: "standalone" });
    expect(manifest.name).toBe(`${loadCatalogue().business.name} lead inbox`);
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toContain("192x192");
    expect(sizes).toContain("512x512");
    for (const icon of manifest.icons as { src: string }[]) expect(existsSync(join(publicDir, icon.src))).toBe(true);
  });

  it("does not exist when the inbox is off", async () => {
    const app = await testApp(testConfig());
    expect((await app.inject({ url: "/admin.webmanifest" })).statusCode).toBe(404);
  });
});
