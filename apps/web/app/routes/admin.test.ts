import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Checks the build output (`turbo test` runs after `turbo build`; WEB_BUILD_OUT names another).
const buildDir = process.env.WEB_BUILD_OUT
  ? resolve(process.env.WEB_BUILD_OUT)
  : new URL("../../build/", import.meta.url).pathname;
const clientDir = join(buildDir, "client");
const read = (file: string) => readFileSync(join(clientDir, file), "utf8");

describe("the prerendered inbox page", () => {
  const html = read("admin/index.html");

  it("is an empty shell, kept out of search engines", () => {
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain("Loading the inbox");
    expect(html).not.toContain("site-header");
    expect(html).not.toContain("<form");
  });

  it("is not in the sitemap, and robots.txt keeps crawlers out", () => {
    expect(read("sitemap.xml")).not.toContain("/admin");
    expect(read("robots.txt")).toContain("Disallow: /admin");
  });

  it("is the only page that links the inbox styles", () => {
    const adminCss = html.match(/href="(\/assets\/admin-[^"]+\.css)"/)?.[1];
    expect(adminCss).toBeDefined();
    const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".html"),
    );
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages.filter((file) => file !== join("admin", "index.html"))) {
      expect(read(page), page).not.toContain(adminCss);
    }
  });
});
