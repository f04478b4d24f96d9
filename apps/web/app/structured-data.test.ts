import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { businessProperties, loadCatalogue, routeList } from "@brightwater/content";
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
  it("describes the business once on every page, home included", () => {
    for (const page of pages) expect(jsonLdOf(page.html), page.path).toHaveLength(1);
    expect(jsonLdOf(pages.find((page) => page.canonicalPath === "/")?.html ?? "")).toHaveLength(1);
  });

  it.each(pages.map((page) => [page.path, page] as const))(
    "%s describes a Plumber with schema.org's properties of a Plumber, the office's hours and the 24/7 line",
    (_path, page) => {
      const [data = {}] = jsonLdOf(page.html);
      expect(data["@context"]).toBe("https://schema.org");
      expect(data["@type"]).toBe("Plumber");
      for (const property of required) expect(data, property).toHaveProperty(property);
      // Only properties schema-dts types for a Plumber (businessProperties is checked against them).
      for (const property of Object.keys(data)) expect(businessProperties, property).toContain(property);
      expect(data.telephone).toBe(business.phone.e164);
      expect(data.priceRange).toBe("$$");
      // The office's hours, as the footer shows them; the emergency line round the clock, apart.
      expect(data.openingHoursSpecification).toEqual({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: business.hours.schedule.days.map((day) => dayNames[day]),
        opens: business.hours.schedule.opens,
        closes: business.hours.schedule.closes,
      });
      expect(data.contactPoint).toEqual({
        "@type": "ContactPoint",
        contactType: "emergency service",
        telephone: business.phone.e164,
        hoursAvailable: { "@type": "OpeningHoursSpecification", dayOfWeek: dayNames, opens: "00:00", closes: "23:59" },
      });
      expect(text(page.html)).toContain(`Office: ${business.hours.office}`);
      expect(text(page.html)).toContain(`Emergency line: ${business.hours.emergency}`);
      expect(page.html).toContain(business.phone.display);
    },
  );

  it.each(pages.map((page) => [page.path, page] as const))(
    "%s gives the office's own address and coordinates, never a town's",
    (_path, page) => {
      const [data] = jsonLdOf(page.html);
      expect(data?.address).toEqual({
        "@type": "PostalAddress",
        streetAddress: business.address.street,
        addressLocality: business.address.city,
        addressRegion: business.address.region,
        postalCode: business.address.postalCode,
        addressCountry: "US",
      });
      const { latitude, longitude } = business.address.geo;
      expect(data?.geo).toEqual({ "@type": "GeoCoordinates", latitude, longitude });
    },
  );

  it("gives one business, with the same facts under its one @id on every page", () => {
    const [first, ...rest] = pages.map((page) => jsonLdOf(page.html)[0]);
    expect(first?.["@id"]).toMatch(/\/#business$/);
    for (const [index, data] of rest.entries()) expect(data, pages[index + 1]?.path).toEqual(first);
  });

  it("serves the towns the catalogue serves, on every page, and none it does not", () => {
    const towns = catalogue.cities.map((city) => ({ "@type": "City", name: `${city.name}, ${city.state}` }));
    for (const page of pages) expect(jsonLdOf(page.html)[0]?.areaServed, page.path).toEqual(towns);
  });

  it("places the office with at least 5 decimals, as Google asks, and shows the business's own image", () => {
    for (const page of pages) {
      const [, json = ""] =
        /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema\.org","@type":"Plumber".*?)<\/script>/s.exec(
          page.html,
        ) ?? [];
      const geo = /"geo":\{"@type":"GeoCoordinates","latitude":-?\d+\.(\d+),"longitude":-?\d+\.(\d+)\}/.exec(json);
      expect(geo?.[1]?.length, page.path).toBeGreaterThanOrEqual(5);
      expect(geo?.[2]?.length, page.path).toBeGreaterThanOrEqual(5);
      const image = new URL(String(jsonLdOf(page.html)[0]?.image));
      expect(existsSync(join(clientDir, image.pathname)), page.path).toBe(true);
    }
  });

  it("marks up no rating and no review on any page (Google: no self-serving or borrowed ratings)", () => {
    for (const page of pages) {
      const scripts = [...page.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
      for (const [, json = ""] of scripts) expect(json, page.path).not.toMatch(/aggregateRating|"review"|"Review"/);
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

  it("gives no town a distance from itself, and every city page the one emergency arrival", () => {
    const office = business.address.city;
    for (const entry of catalogue.cityEntries) {
      const page = pages.find((candidate) => candidate.path === `/service-areas/${entry.slug}-nc`);
      const shown = text(page?.html ?? "");
      expect(shown).not.toContain(`${office} office to ${office}`);
      expect(shown).toContain(business.claims.emergencyResponse.text);
    }
  });
});
