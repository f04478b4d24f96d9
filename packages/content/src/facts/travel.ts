// Distance from the office to a town, computed from the two geo points so no page carries a
// hand-typed figure the data can give. How soon a plumber arrives in an emergency is one fact of
// the business (claims.emergencyResponse), the same for every town.

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Travel {
  /** Great-circle distance, whole miles (0 for a town the office is in). */
  miles: number;
}

const earthRadiusMiles = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance between two points, in miles. */
export function greatCircleMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Straight-line miles from the office to a town. */
export function travel(office: GeoPoint, town: GeoPoint): Travel {
  return { miles: Math.round(greatCircleMiles(office, town)) };
}

/** A town the office is in: no page states its distance from itself. */
export function isOfficeTown(trip: Travel): boolean {
  return trip.miles < 1;
}

/** 0 → "under 1 mile", 1 → "1 mile", 14 → "14 miles". */
export function formatDistance(miles: number): string {
  if (miles < 1) return "under 1 mile";
  return miles === 1 ? "1 mile" : `${miles} miles`;
}
