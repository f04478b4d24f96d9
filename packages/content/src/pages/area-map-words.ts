import { type CompassPoint, compassPoints, type MapTown, type MapWords } from "./area-map";

// The service-area map in words, for its alt text ({areaMapTowns}): drawn from the same coordinates
// as the map itself, so a town added to the catalogue is in both.

/** "A", "A and B", "A, B and C". */
function nameList(names: readonly string[], and: string): string {
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
}

/**
 * The map in words, for its alt text, from the same coordinates it is drawn from: the home town in
 * the center, then the towns in each direction from it (the nearest first), clockwise from north:
 * "Kernersville in the center, Oak Ridge to the north, Greensboro to the east, and …".
 */
export function describeAreaMap(towns: readonly MapTown[], home: string, words: MapWords): string {
  const base = towns.find((town) => town.name === home);
  if (!base)
    return nameList(
      towns.map((town) => town.name),
      words.and,
    );
  const squeeze = Math.cos((base.geo.latitude * Math.PI) / 180);
  const groups = new Map<CompassPoint, { name: string; distance: number }[]>();
  for (const town of towns.filter((other) => other !== base)) {
    const east = (town.geo.longitude - base.geo.longitude) * squeeze;
    const north = town.geo.latitude - base.geo.latitude;
    const bearing = (Math.atan2(east, north) * 180) / Math.PI;
    const point = compassPoints[Math.round((bearing + 360) / 45) % 8] as CompassPoint;
    groups.set(point, [...(groups.get(point) ?? []), { name: town.name, distance: Math.hypot(east, north) }]);
  }
  const parts = compassPoints.flatMap((point) => {
    const group = groups.get(point);
    if (!group) return [];
    const names = group.sort((a, b) => a.distance - b.distance).map(({ name }) => name);
    return [`${nameList(names, words.and)} ${words.directions[point]}`];
  });
  const last = parts.length > 1 ? parts.pop() : undefined;
  return [`${home} ${words.center}`, ...parts, ...(last ? [`${words.and} ${last}`] : [])].join(", ");
}
