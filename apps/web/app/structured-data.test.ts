import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadCatalogue, routeList } from "@brightwater/content";
import { describe, expect, it } from "vitest";

const clientDir = new URL("../build/client/", import.meta.url).pathname;
const catalogue = loadCatalogue();
const { business } = catalogue;

const pages = routeList(catalogue).map((route) => ({
  ...route,
  html: readFileSync(join(clientDir, route.path === "/" ? "index.html" : `${route.path.slice(1)}/index.html`), "utf8"),
}));

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1] ?? ""),
  );
}

function text(html: string): string {
  return html
    .slice(html.indexOf("<body"))
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

const required = [
  "name",
  "url",
  "telephone",
  "address",
  "areaServed",
  "priceRange",
  "geo",
  "openingHoursSpecification",
  "foundingDate",
];

describe("structured data", () => {
  it("parses on every page and is on every city page, leak detection and well pump", () => {
    const withData = pages.filter((page) => jsonLdOf(page.html).length > 0).map((page) => page.canonicalPath);
    for (const city of catalogue.cities) expect(withData).toContain(city.path);
    expect(withData).toContain("/leak-detection");
    expect(withData).toContain("/well-pump-water-testing-greensboro-winston-salem-nc");
  });

  it.each(pages.filter((page) => jsonLdOf(page.html).length > 0).map((page) => [page.path, page] as const))(
    "%s describes a Plumber with every required property and only the rating it shows",
    (_path, page) => {
      for (const data of jsonLdOf(page.html)) {
        expect(data["@context"]).toBe("https://schema.org");
        expect(data["@type"]).toBe("Plumber");
        for (const property of required) expect(data, property).toHaveProperty(property);
        expect(data.telephone).toBe(business.phone.e164);
        expect(data.priceRange).toBe("$$");
        expect(data.openingHoursSpecification).toMatchObject({ opens: "00:00", closes: "23:59" });
        const rating = data.aggregateRating as { ratingValue: number; reviewCount: number } | undefined;
        if (rating) {
          // The page shows exactly these figures.
          expect(text(page.html)).toContain(`${rating.ratingValue} out of 5 from ${rating.reviewCount}`);
        }
        expect(page.html).toContain(business.phone.display);
      }
    },
  );

  it("gives each city page its own postal code and coordinates", () => {
    for (const entry of catalogue.cityEntries) {
      const page = pages.find((candidate) => candidate.path === `/service-areas/${entry.slug}-nc`);
      const [data] = jsonLdOf(page?.html ?? "");
      expect(data).toMatchObject({
        address: { addressLocality: entry.name, postalCode: entry.postalCode },
        geo: { latitude: entry.geo.latitude, longitude: entry.geo.longitude },
      });
    }
  });
});
