import { formatDistance, type GeoPoint, travel } from "../facts/travel";
import { withinDailyRadius } from "../pages/city-travel-sections";
import { formatPath, type Problem } from "../schema/catalogue-error";
import type { CityEntry } from "../schema/city-entry";
import type { CityTemplate } from "../schema/city-template";

// "every day", "each day", "daily": a claim of being in the town routinely. "Every day of the
// year" is the office's hours, not a claim about a town.
const dailyClaim = /\b(?:every|each)\s+day\b(?!\s+of\s+the\s+year)|\bdaily\b/i;

/** Every string of a JSON value with its path, `source` notes left out (they are never shown). */
function strings(value: unknown, path: PropertyKey[] = []): { text: string; path: PropertyKey[] }[] {
  if (typeof value === "string") return [{ text: value, path }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => (key === "source" ? [] : strings(item, [...path, key])));
  }
  return [];
}

/**
 * A town beyond the daily radius (computed from its `geo`, as the page's distance is) may not be
 * told the trucks are there every day: neither in its own entry nor in the template's words for
 * towns that far out.
 */
export function dailyClaimProblems(
  file: string,
  entry: CityEntry,
  template: CityTemplate,
  office: { geo: GeoPoint },
): Problem[] {
  const trip = travel(office.geo, entry.geo);
  if (withinDailyRadius(trip, template)) return [];
  const why = `${entry.name} is ${formatDistance(trip.miles)} from the office, beyond the ${template.travel.dailyRadiusMiles}-mile daily radius (travel.dailyRadiusMiles in templates/city-page.json)`;
  const claims = [
    ...strings(entry).map((found) => ({ file, ...found })),
    { file: "templates/city-page.json", text: template.nearby.farSubtitle, path: ["nearby", "farSubtitle"] },
  ];
  return claims.flatMap(({ file: where, text, path }) => {
    const claim = dailyClaim.exec(text)?.[0];
    return claim
      ? [
          {
            file: where,
            path: formatPath(path),
            message: `says "${claim}" but ${why}: say how often the trucks really go there, or leave it out`,
          },
        ]
      : [];
  });
}
