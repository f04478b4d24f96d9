import type { BreadcrumbList, Offer, Plumber, WithContext } from "schema-dts";
import { breadcrumbTrail } from "./breadcrumbs";
import { cityPath } from "./city-page";
import type { Catalogue } from "./load";
import type { PageEntry } from "./schema/page";
import { travel } from "./travel";

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export type JsonLd = WithContext<Plumber> | WithContext<BreadcrumbList>;

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

/**
 * The company as a local plumber, for pages that present it locally (city pages, leak detection,
 * well pump). Only what the page itself shows: the rating only where the page shows it.
 */
export function structuredData(page: PageEntry, catalogue: Catalogue, origin: string): JsonLd[] {
  return [...localBusiness(page, catalogue, origin), ...breadcrumbList(page, catalogue, origin)];
}

function localBusiness(page: PageEntry, catalogue: Catalogue, origin: string): WithContext<Plumber>[] {
  if (!page.localBusinessData) return [];
  const { business } = catalogue;
  const city = catalogue.cityEntries.find((entry) => page.path === cityPath(entry.slug, entry.state));
  const showsRating = page.blocks.some((block) => block.type === "testimonials" && block.showRating);
  const serviceNames = page.blocks
    .filter((block) => block.type === "cardGrid" && block.id === "services")
    .flatMap((block) => (block.type === "cardGrid" ? block.cards.map((card) => card.title) : []));

  // On a city page: the distance from the office and the emergency arrival window the page
  // states, computed the same way (city-page.ts).
  const trip = city ? travel(business.address.geo, city.geo, catalogue.cityTemplate.travel) : undefined;
  const offers: Offer[] = serviceNames.map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } }));
  const emergency = page.blocks.find((block) => block.type === "emergencyBanner");
  if (trip && city && emergency) {
    offers.push({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name: emergency.title },
      areaServed: { "@type": "City", name: `${city.name}, ${city.state}` },
      deliveryLeadTime: {
        "@type": "QuantitativeValue",
        minValue: trip.arrival.from,
        maxValue: trip.arrival.to,
        unitCode: "MIN",
      },
    });
  }
  const areaServed = city
    ? [city.name, ...city.nearby.map((community) => community.name)].map((name) => ({
        "@type": "City" as const,
        name: `${name}, ${city.state}`,
      }))
    : catalogue.cities.map((entry) => ({ "@type": "City" as const, name: `${entry.name}, ${entry.state}` }));

  const plumber: WithContext<Plumber> = {
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
      addressRegion: city?.state ?? business.address.region,
      postalCode: city?.postalCode ?? business.address.postalCode,
      addressCountry: "US",
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: city?.geo.latitude ?? business.address.geo.latitude,
      longitude: city?.geo.longitude ?? business.address.geo.longitude,
    },
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
    ...(trip && city
      ? {
          additionalProperty: {
            "@type": "PropertyValue",
            name: `Distance from our ${business.address.city} office to ${city.name}`,
            // Under a mile (the office's own town) is stated as such, not as 0.
            ...(trip.miles < 1 ? { maxValue: 1 } : { value: trip.miles }),
            unitCode: "SMI",
            unitText: "miles",
          },
        }
      : {}),
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
