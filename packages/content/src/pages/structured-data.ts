import type { BreadcrumbList, City, Offer, PlumberLeaf, WithContext } from "schema-dts";
import type { Catalogue } from "../catalogue";
import type { PageEntry } from "../schema/page";
import { breadcrumbTrail } from "./breadcrumbs";
import { cityPath } from "./city-page";

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
  "telephone",
  "email",
  "priceRange",
  "foundingDate",
  "address",
  "geo",
  "areaServed",
  "openingHoursSpecification",
  "contactPoint",
  "hasOfferCatalog",
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
  return [businessNode(page, catalogue, origin), ...breadcrumbList(page, catalogue, origin)];
}

/** The towns served: on a town's page that town and its neighbors, elsewhere every town with a page. */
function areaServed(page: PageEntry, catalogue: Catalogue): City[] {
  const city = catalogue.cityEntries.find((entry) => page.path === cityPath(entry.slug, entry.state));
  const names = city
    ? [city.name, ...city.nearby.map((community) => community.name)].map((name) => `${name}, ${city.state}`)
    : catalogue.cities.map((entry) => `${entry.name}, ${entry.state}`);
  return [...new Set(names)].map((name) => ({ "@type": "City", name }));
}

/** The services the page lists as cards, as offers. */
function offers(page: PageEntry): Offer[] {
  return page.blocks
    .filter((block) => block.type === "cardGrid" && block.id === "services")
    .flatMap((block) => (block.type === "cardGrid" ? block.cards.map((card) => card.title) : []))
    .map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } }));
}

/**
 * The company, one node with one identity on every page: a service-area business described by its
 * one real office (Google: give the real address and list the towns served), never by the town a
 * page is about.
 */
function businessNode(page: PageEntry, catalogue: Catalogue, origin: string): WithContext<PlumberLeaf> {
  const { business } = catalogue;
  const services = offers(page);
  return {
    "@context": "https://schema.org",
    "@type": "Plumber",
    "@id": `${origin}/#business`,
    name: business.name,
    url: `${origin}/`,
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
    geo: { "@type": "GeoCoordinates", ...business.address.geo },
    areaServed: areaServed(page, catalogue),
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
    ...(services.length > 0
      ? { hasOfferCatalog: { "@type": "OfferCatalog", name: "Plumbing services", itemListElement: services } }
      : {}),
  };
}
