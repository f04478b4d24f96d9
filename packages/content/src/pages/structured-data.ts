import type { BreadcrumbList, City, PlumberLeaf, WithContext } from "schema-dts";
import type { Catalogue } from "../schema/catalogue";
import type { PageEntry } from "../schema/page";
import { breadcrumbTrail } from "./breadcrumbs";

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export type JsonLd = WithContext<PlumberLeaf> | WithContext<BreadcrumbList>;

/**
 * The properties the business node may carry, each a property schema-dts knows for a Plumber.
 * The rendered JSON is checked against this list (apps/web structured-data.test.ts): a rating or
 * a review is not on it, because Google does not accept a business's own rating of itself, nor
 * one gathered from another site.
 */
export const businessProperties = [
  "@context",
  "@type",
  "@id",
  "name",
  "url",
  "image",
  "telephone",
  "email",
  "priceRange",
  "foundingDate",
  "address",
  "geo",
  "areaServed",
  "openingHoursSpecification",
  "contactPoint",
] as const satisfies readonly (keyof WithContext<PlumberLeaf>)[];

/** Every page below home: its trail, as the visible breadcrumb shows it. */
function breadcrumbList(page: PageEntry, catalogue: Catalogue, origin: string): WithContext<BreadcrumbList>[] {
  const trail = breadcrumbTrail(page, catalogue.pages);
  if (trail.length === 0) return [];
  return [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: trail.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: `${origin}${crumb.path}`,
      })),
    },
  ];
}

/** Every page, home included: the business, then the page's breadcrumb trail. */
export function structuredData(page: PageEntry, catalogue: Catalogue, origin: string): JsonLd[] {
  return [businessNode(catalogue, origin), ...breadcrumbList(page, catalogue, origin)];
}

/** The towns the catalogue serves, each with its page: the same list on every page. */
function areaServed(catalogue: Catalogue): City[] {
  return catalogue.cities.map((city) => ({ "@type": "City", name: `${city.name}, ${city.state}` }));
}

/** The business's image in its structured data: the brand mark every page shows as its icon. */
export const businessImagePath = "/favicon.svg";

/**
 * The company, one node with one identity, the same on every page: a service-area business
 * described by its one real office (Google: give the real address and list the towns served),
 * never by the town a page is about, and no offers that differ from page to page.
 */
function businessNode(catalogue: Catalogue, origin: string): WithContext<PlumberLeaf> {
  const { business } = catalogue;
  const { latitude, longitude } = business.address.geo;
  return {
    "@context": "https://schema.org",
    "@type": "Plumber",
    "@id": `${origin}/#business`,
    name: business.name,
    url: `${origin}/`,
    // The company's own mark (the favicon): never a stock photograph, whose license forbids
    // implying it shows the company.
    image: `${origin}${businessImagePath}`,
    telephone: business.phone.e164,
    email: business.email,
    priceRange: "$$",
    foundingDate: String(business.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: "US",
    },
    geo: { "@type": "GeoCoordinates", latitude, longitude },
    areaServed: areaServed(catalogue),
    // The office's hours and the emergency line's, as two facts, the way every page's footer shows them.
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: business.hours.schedule.days.flatMap((day) => weekdays[day] ?? []),
      opens: business.hours.schedule.opens,
      closes: business.hours.schedule.closes,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "emergency service",
      telephone: business.phone.e164,
      hoursAvailable: { "@type": "OpeningHoursSpecification", dayOfWeek: weekdays, opens: "00:00", closes: "23:59" },
    },
  };
}
