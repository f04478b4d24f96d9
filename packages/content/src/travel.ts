// Distance from the office to a town and the arrival window that follows from it, computed from
// the two geo points so no page carries a hand-typed figure the data can give.

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The dispatch rule in templates/city-page.json (`travel`). */
export interface DispatchRule {
  dispatchMinutes: number;
  roadFactor: number;
  averageMph: number;
  windowMinutes: number;
}

export interface Travel {
  /** Great-circle distance, whole miles (0 for a town the office is in). */
  miles: number;
  /** The typical arrival window for an emergency call, in minutes, on quarter hours. */
  arrival: { from: number; to: number };
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

/** Straight-line miles, then road miles at the average speed, after the dispatch time. */
export function travel(office: GeoPoint, town: GeoPoint, rule: DispatchRule): Travel {
  const straight = greatCircleMiles(office, town);
  const driveMinutes = ((straight * rule.roadFactor) / rule.averageMph) * 60;
  const from = Math.ceil((rule.dispatchMinutes + driveMinutes) / 15) * 15;
  return { miles: Math.round(straight), arrival: { from, to: from + rule.windowMinutes } };
}

/** 0 → "under 1 mile", 1 → "1 mile", 14 → "14 miles". */
export function formatDistance(miles: number): string {
  if (miles < 1) return "under 1 mile";
  return miles === 1 ? "1 mile" : `${miles} miles`;
}

const fractions: Record<number, string> = { 0: "", 15: "¼", 30: "½", 45: "¾" };

/** 45 → "45 minutes", 60 → "1 hour", 105 → "1¾ hours". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const fraction = fractions[rest] ?? "";
  return hours === 1 && !fraction ? "1 hour" : `${hours}${fraction} hours`;
}

/** "45 minutes to 1¾ hours". */
export function formatWindow(arrival: Travel["arrival"]): string {
  return `${formatMinutes(arrival.from)} to ${formatMinutes(arrival.to)}`;
}

/** "45–105 min", for a figure shown large. */
export function formatWindowShort(arrival: Travel["arrival"]): string {
  return `${arrival.from}–${arrival.to} min`;
}
