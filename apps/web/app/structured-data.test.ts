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

function jsonLdOf(html: string, type = "Plumber"): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1] ?? "") as Record<string, unknown>)
    .filter((data) => data["@type"] === type);
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** The visible breadcrumb: each step's text and link (none on the last, the page itself). */
function visibleTrail(html: string): { name: string; href?: string }[] {
  const nav = html.match(/<nav class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/)?.[1];
  if (!nav) return [];
  return [...nav.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item = ""]) => {
    const href = item.match(/href="([^"]*)"/)?.[1];
    const name = decode(item.replace(/<[^>]+>/g, "").trim());
    return href ? { name, href } : { name };
  });
}

function text(html: string): string {
  return html
    .slice(html.indexOf("<body"))
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

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
        // The office's hours, as the footer shows them; the emergency line round the clock, apart.
        expect(data.openingHoursSpecification).toEqual({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: business.hours.schedule.days.map((day) => dayNames[day]),
          opens: business.hours.schedule.opens,
          closes: business.hours.schedule.closes,
        });
        expect(data.contactPoint).toMatchObject({
          contactType: "emergency service",
          telephone: business.phone.e164,
          hoursAvailable: { opens: "00:00", closes: "23:59" },
        });
        expect(text(page.html)).toContain(`Office: ${business.hours.office}`);
        expect(text(page.html)).toContain(`Emergency line: ${business.hours.emergency}`);
        const rating = data.aggregateRating as { ratingValue: number; reviewCount: number } | undefined;
        if (rating) {
          // The page shows exactly these figures (the stars between them are a picture).
          expect(text(page.html)).toContain(`${rating.ratingValue} from ${rating.reviewCount}`);
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

  it.each(pages.map((page) => [page.path, page] as const))(
    "%s describes its visible breadcrumb trail as BreadcrumbList, and home has neither",
    (_path, page) => {
      const [list, ...others] = jsonLdOf(page.html, "BreadcrumbList");
      const trail = visibleTrail(page.html);
      expect(others).toEqual([]);
      if (page.canonicalPath === "/") {
        expect(list).toBeUndefined();
        expect(trail).toEqual([]);
        return;
      }
      const items = (list?.itemListElement ?? []) as { position: number; name: string; item: string }[];
      expect(trail.length).toBeGreaterThanOrEqual(2);
      expect(items.map((item) => item.name)).toEqual(trail.map((crumb) => crumb.name));
      expect(items.map((item) => item.position)).toEqual(trail.map((_crumb, index) => index + 1));
      expect(items.map((item) => new URL(item.item).pathname)).toEqual([
        ...trail.slice(0, -1).map((crumb) => crumb.href),
        page.canonicalPath,
      ]);
      expect(trail.at(-1)?.href).toBeUndefined();
      expect(page.html).toMatch(/<span aria-current="page">/);
    },
  );

  it("states on each city page the distance and arrival window its structured data gives", () => {
    for (const entry of catalogue.cityEntries) {
      const page = pages.find((candidate) => candidate.path === `/service-areas/${entry.slug}-nc`);
      const [data] = jsonLdOf(page?.html ?? "");
      const distance = data?.additionalProperty as { value?: number; maxValue?: number; unitText: string };
      expect(distance.unitText).toBe("miles");
      const shown = distance.value === undefined ? `under ${distance.maxValue} mile` : `${distance.value} miles`;
      expect(text(page?.html ?? "")).toContain(` ${shown.replace(/^1 miles$/, "1 mile")} `);
      const offerCatalog = data?.hasOfferCatalog as
        | { itemListElement: { deliveryLeadTime?: Record<string, number> }[] }
        | undefined;
      const offers = offerCatalog?.itemListElement ?? [];
      const lead = offers.find((offer) => offer.deliveryLeadTime)?.deliveryLeadTime;
      expect(lead).toMatchObject({ unitCode: "MIN" });
      expect(text(page?.html ?? "")).toContain(`${lead?.minValue}–${lead?.maxValue} min`);
    }
  });
});
