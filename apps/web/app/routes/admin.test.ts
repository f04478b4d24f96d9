import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { findPage, loadCatalogue } from "@brightwater/content";
import { thankYouPaths } from "@brightwater/contracts/thank-you";
import { describe, expect, it } from "vitest";
import { buildEnv } from "../../env";

// Checks the build output (`turbo test` runs after `turbo build`; WEB_BUILD_OUT names another).
const clientDir = join(buildEnv.buildDir, "client");
const read = (file: string) => readFileSync(join(clientDir, file), "utf8");

describe("the prerendered inbox page", () => {
  const html = read("admin/index.html");

  it("is an empty shell, kept out of search engines", () => {
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain("Loading the inbox");
    // The inline stylesheet names every class; the chrome itself is not in the page.
    expect(html).not.toContain('class="site-header"');
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

  it("links the inbox's manifest and home-screen icon, which no public page does", () => {
    expect(html).toContain('<link rel="manifest" href="/admin.webmanifest"/>');
    expect(html).toContain('<link rel="apple-touch-icon" href="/inbox-icon-180.png"/>');
    for (const size of [180, 192, 512]) expect(read(`inbox-icon-${size}.png`).length).toBeGreaterThan(0);
    expect(read("index.html")).not.toContain("admin.webmanifest");
  });
});

describe("the words of messages the server sends", () => {
  it("are in no page or page data: the acknowledgement and the review request stay on the server", () => {
    const catalogue = loadCatalogue();
    const { acknowledgement, reviewRequest } = catalogue.forms;
    // Each acknowledgement quotes its thank-you page on what happens next: those words are the page's.
    const pageWords = Object.values(thankYouPaths).flatMap((path) =>
      (findPage(catalogue, path)?.blocks ?? []).flatMap((block) =>
        block.type === "hero" ? [block.subtitle ?? ""] : [],
      ),
    );
    const mailOnly = (text: string) =>
      pageWords.reduce((rest, words) => (words ? rest.replaceAll(words, "\n") : rest), text);
    // The longest stretch of each text between placeholders, line breaks and "&" (escaped in a
    // page's script), as the pages would carry it.
    const fragments = [...Object.values(acknowledgement).map((mail) => mail.text), reviewRequest.text].map(
      (text) =>
        mailOnly(text)
          .split(/\{[a-zA-Z]+\}|\n|&/)
          .sort((a, b) => b.length - a.length)[0] ?? "",
    );
    const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".html") || file.endsWith(".data"),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const fragment of fragments) {
      expect(fragment.length).toBeGreaterThan(20);
      for (const file of files) expect(read(file), file).not.toContain(JSON.stringify(fragment).slice(1, -1));
    }
  });
});
