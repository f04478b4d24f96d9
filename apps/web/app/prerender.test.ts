import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadCatalogue, routeList } from "@brightwater/content";
import { describe, expect, it } from "vitest";

// Checks the build output: `turbo test` runs after `turbo build`.
const clientDir = new URL("../build/client/", import.meta.url).pathname;
const catalogue = loadCatalogue();
const routes = routeList(catalogue);

function html(path: string): string {
  return readFileSync(join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`), "utf8");
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** The HTML of the section with this id, up to the next section. */
function section(page: string, id: string): string {
  const start = page.indexOf(`<section id="${id}"`);
  return start < 0 ? "" : page.slice(start, page.indexOf("</section>", start));
}

describe("prerendered city pages", () => {
  it.each(catalogue.cityEntries.map((entry) => [entry.name, entry] as const))(
    "%s carries its own local facts, each in a block of its own",
    (_name, entry) => {
      const page = decode(html(`/service-areas/${entry.slug}-nc`));
      expect(section(page, "local-intro").match(/<p>/g)?.length).toBeGreaterThanOrEqual(2);
      expect(section(page, "local-intro")).toContain(decode(entry.intro[0] ?? "").slice(0, 60));
      for (const name of entry.neighborhoods.names) expect(section(page, "neighborhoods")).toContain(name);
      for (const condition of entry.conditions) expect(section(page, "local-conditions")).toContain(condition.title);
      for (const contact of entry.contacts) expect(section(page, "local-contacts")).toContain(contact.name);
      // Only the jobs the office confirms are shown; an unconfirmed one is nowhere on the page.
      for (const job of entry.jobs) {
        if (job.confirmedByOffice) expect(section(page, "recent-jobs")).toContain(job.work);
        else expect(page).not.toContain(job.work);
      }
      for (const faq of entry.faqs) expect(page).toContain(faq.question);
      // The distance from the office, except in the office's own town; the one emergency arrival everywhere.
      if (entry.name === catalogue.business.address.city) expect(section(page, "travel")).not.toMatch(/\bmiles?\b/);
      else expect(section(page, "travel")).toMatch(/\d+ miles?<\/dd>/);
      expect(section(page, "travel")).toContain(catalogue.business.claims.emergencyResponse.text);
    },
  );
});

describe("prerendered pages", () => {
  it.each(routes.map((route) => [route.path, route] as const))(
    "%s is real HTML with its heading and metadata",
    (_path, route) => {
      const page = html(route.path);
      expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(decode(page.match(/<title>([^<]*)<\/title>/)?.[1] ?? "")).toBe(route.title);
      expect(decode(page.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "")).toBe(route.description);
      const canonical = page.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? "";
      expect(new URL(canonical).pathname).toBe(route.canonicalPath);
    },
  );

  it("gives every page its own title and description", () => {
    const pages = [...new Map(routes.map((route) => [route.canonicalPath, route])).values()];
    expect(new Set(pages.map((route) => route.title)).size).toBe(pages.length);
    expect(new Set(pages.map((route) => route.description)).size).toBe(pages.length);
  });

  it("writes the 404 page, the sitemap and robots.txt, each with compressed siblings", () => {
    expect(html("/404")).toContain("<title>404 Page Not Found</title>");
    const sitemap = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
    for (const route of routes.filter((route) => !route.noindex)) {
      expect(sitemap).toContain(`${route.canonicalPath}</loc>`);
    }
    expect(sitemap).not.toContain("/kernersville</loc>");
    // The thank-you page only follows a form: neither in the sitemap nor in search results.
    expect(sitemap).not.toContain("/thank-you</loc>");
    expect(html("/thank-you")).toContain('<meta name="robots" content="noindex"/>');
    expect(html("/water-heater")).not.toContain('name="robots"');
    expect(readFileSync(join(clientDir, "robots.txt"), "utf8")).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
    for (const file of ["index.html", "sitemap.xml"]) {
      expect(existsSync(join(clientDir, `${file}.br`))).toBe(true);
      expect(existsSync(join(clientDir, `${file}.gz`))).toBe(true);
    }
  });
});
