import type { Offer, Plumber, WithContext } from "schema-dts";
import type { Catalogue } from "./load";
import type { PageEntry } from "./schema/page";

export type JsonLd = WithContext<Plumber>;

/**
 * The company as a local plumber, for pages that present it locally (city pages, leak detection,
 * well pump). Only what the page itself shows: the rating only where the page shows it.
 */
export function structuredData(page: PageEntry, catalogue: Catalogue, origin: string): JsonLd[] {
  if (!page.localBusinessData) return [];
  const { business } = catalogue;
  const city = catalogue.cityEntries.find((entry) => page.path === `/service-areas/${entry.slug}-nc`);
  const showsRating = page.blocks.some((block) => block.type === "testimonials" && block.showRating);
  const serviceNames = page.blocks
    .filter((block) => block.type === "cardGrid" && block.id === "services")
    .flatMap((block) => (block.type === "cardGrid" ? block.cards.map((card) => card.title) : []));

  const offers: Offer[] = serviceNames.map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } }));
  const areaServed = city
    ? [city.name, ...city.nearby.map((community) => community.name)].map((name) => ({
        "@type": "City" as const,
        name: `${name}, NC`,
      }))
    : catalogue.cities.map((entry) => ({ "@type": "City" as const, name: `${entry.name}, NC` }));

  const plumber: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Plumber",
    "@id": `${origin}${page.path}#business`,
    name: business.name,
    url: `${origin}${page.path}`,
    telephone: business.phone.e164,
    email: business.email,
    priceRange: "$$",
    foundingDate: String(business.foundedYear),
    areaServed,
    // A city page describes service in that town; the street address is only claimed where the
    // office really is.
    address: {
      "@type": "PostalAddress",
      ...(!city || city.name === business.address.city ? { streetAddress: business.address.street } : {}),
      addressLocality: city?.name ?? business.address.city,
      addressRegion: business.address.region,
      postalCode: city?.postalCode ?? business.address.postalCode,
      addressCountry: "US",
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: city?.geo.latitude ?? business.address.geo.latitude,
      longitude: city?.geo.longitude ?? business.address.geo.longitude,
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
    ...(offers.length > 0
      ? { hasOfferCatalog: { "@type": "OfferCatalog", name: "Plumbing services", itemListElement: offers } }
      : {}),
    ...(showsRating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: business.rating.value,
            reviewCount: business.rating.count,
            bestRating: 5,
          },
        }
      : {}),
  };
  return [plumber];
}
