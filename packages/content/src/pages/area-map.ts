import type { GeoPoint } from "../facts/travel";

/** A town on the map: its name as pages show it and its Census internal point. */
export interface MapTown {
  name: string;
  geo: GeoPoint;
}

/** The eight points of the compass, clockwise from north, as the map's description names them. */
export const compassPoints = [
  "north",
  "northEast",
  "east",
  "southEast",
  "south",
  "southWest",
  "west",
  "northWest",
] as const;
export type CompassPoint = (typeof compassPoints)[number];

/** The words the map shows besides the towns' names, and those of its description, from the catalogue. */
export interface MapWords {
  /** How many miles the scale bar spans. */
  scaleMiles: number;
  /** The scale bar's unit, after the number ("miles"). */
  scaleUnit: string;
  /** The north arrow's letter. */
  north: string;
  /** After the home town's name in the description ("in the center"). */
  center: string;
  /** After the names of the towns in each direction from the home town ("to the north"). */
  directions: Record<CompassPoint, string>;
  /** Before the last name of a list ("and"). */
  and: string;
}

/** The map's size in its own units, and the narrowest it is shown at (a 390 px phone, less its margins). */
export const mapWidth = 400;
export const mapHeight = 240;
export const mapNarrowestPx = 350;
/** Town names: 15 units, so at least 13 px where the map is narrowest. */
export const mapFontSize = 15;

const milesPerDegreeLatitude = 69.05;
const margin = { side: 12, top: 14, bottom: 44 };
const glyph = 0.66; // average width of a bold sans-serif letter, in font sizes
const colors = { brand: "#0b4f8a", dark: "#083a66", accent: "#c2410c", land: "#f3f7fc", line: "#d9e2ec" };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Each town's point, projected to scale: equirectangular about the towns' mean latitude (over the
 * 40 miles of the Triad its error is far under a pixel), fitted to the map's width with room for
 * the names on either side.
 */
export function projectTowns(towns: readonly MapTown[]) {
  const lat0 = towns.reduce((sum, town) => sum + town.geo.latitude, 0) / towns.length;
  const squeeze = Math.cos((lat0 * Math.PI) / 180);
  const xs = towns.map((town) => town.geo.longitude * squeeze);
  const ys = towns.map((town) => town.geo.latitude);
  const [west, east] = [Math.min(...xs), Math.max(...xs)];
  const [south, north] = [Math.min(...ys), Math.max(...ys)];
  const labelRoom = 4 * mapFontSize * glyph;
  const room = {
    width: mapWidth - 2 * (margin.side + labelRoom),
    height: mapHeight - margin.top - margin.bottom - 2 * mapFontSize,
  };
  const unitsPerDegree = Math.min(
    room.width / Math.max(east - west, 1e-6),
    room.height / Math.max(north - south, 1e-6),
  );
  const offset = {
    x: margin.side + labelRoom + (room.width - (east - west) * unitsPerDegree) / 2,
    y: margin.top + mapFontSize + (room.height - (north - south) * unitsPerDegree) / 2,
  };
  const height = mapHeight;
  const points = towns.map((town, index) => ({
    town,
    x: offset.x + ((xs[index] ?? 0) - west) * unitsPerDegree,
    y: offset.y + (north - (ys[index] ?? 0)) * unitsPerDegree,
  }));
  return { points, height, unitsPerMile: unitsPerDegree / milesPerDegreeLatitude };
}

/** Where each name goes: the first of right, left, below, above that clears every name and point placed. */
export function placeLabels(points: readonly { town: MapTown; x: number; y: number }[], height: number): Box[] {
  const taken: Box[] = points.map(({ x, y }) => ({ x: x - 5, y: y - 5, width: 10, height: 10 }));
  return points.map(({ town, x, y }) => {
    const width = town.name.length * mapFontSize * glyph;
    const h = mapFontSize;
    const candidates: Box[] = [
      { x: x + 9, y: y - h / 2, width, height: h },
      { x: x - 9 - width, y: y - h / 2, width, height: h },
      { x: x - width / 2, y: y + 8, width, height: h },
      { x: x - width / 2, y: y - 8 - h, width, height: h },
    ];
    const inside = (box: Box) => box.x >= 2 && box.x + box.width <= mapWidth - 2 && box.y >= 2 && box.y + h <= height;
    const box =
      candidates.find((candidate) => inside(candidate) && !taken.some((other) => overlaps(candidate, other))) ??
      candidates.find(inside) ??
      (candidates[0] as Box);
    taken.push(box);
    return box;
  });
}

/**
 * The service area drawn to scale from the towns' coordinates: a point and a name for each town,
 * the home town marked and joined to each of the others, a scale bar and a north arrow. An SVG
 * document, for an `<img>` whose alt text the page gives.
 */
export function serviceAreaMapSvg(towns: readonly MapTown[], home: string, words: MapWords): string {
  const { points, height, unitsPerMile } = projectTowns(towns);
  const labels = placeLabels(points, height - margin.bottom + mapFontSize);
  const base = points.find((point) => point.town.name === home);
  const r = (value: number) => Math.round(value * 10) / 10;
  const spokes = base
    ? points
        .filter((point) => point !== base)
        .map((point) => `M${r(base.x)} ${r(base.y)}L${r(point.x)} ${r(point.y)}`)
        .join("")
    : "";
  const dots = points
    .map(({ town, x, y }) =>
      town.name === home
        ? `<circle cx="${r(x)}" cy="${r(y)}" r="8" fill="${colors.accent}" stroke="#fff" stroke-width="3"/>`
        : `<circle cx="${r(x)}" cy="${r(y)}" r="5" fill="${colors.brand}" stroke="#fff" stroke-width="2"/>`,
    )
    .join("");
  const names = points
    .map(({ town }, index) => {
      const box = labels[index] as Box;
      const fill = town.name === home ? colors.accent : colors.dark;
      return `<text x="${r(box.x)}" y="${r(box.y + mapFontSize * 0.8)}" fill="${fill}">${xmlText(town.name)}</text>`;
    })
    .join("");
  const bar = words.scaleMiles * unitsPerMile;
  const barY = height - 18;
  const scale = `<path d="M${margin.side} ${barY}h${r(bar)}M${margin.side} ${barY - 5}v10M${r(margin.side + bar)} ${barY - 5}v10" stroke="${colors.dark}" stroke-width="2.5" fill="none"/><text x="${r(margin.side + bar + 8)}" y="${barY + 5}" fill="${colors.dark}">${xmlText(`${words.scaleMiles} ${words.scaleUnit}`)}</text>`;
  const arrowX = mapWidth - margin.side - 8;
  const arrow = `<path d="M${arrowX} ${barY - 16}l7 18-7-5-7 5z" fill="${colors.dark}"/><text x="${arrowX}" y="${barY - 20}" text-anchor="middle" fill="${colors.dark}">${xmlText(words.north)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${mapWidth} ${height}" width="${mapWidth}" height="${height}">`,
    `<rect width="${mapWidth}" height="${height}" rx="12" fill="${colors.land}"/>`,
    spokes
      ? `<path d="${spokes}" stroke="${colors.brand}" stroke-opacity=".3" stroke-width="1.5" stroke-dasharray="3 4" fill="none"/>`
      : "",
    `<g font-family="system-ui,-apple-system,'Segoe UI',Arial,sans-serif" font-size="${mapFontSize}" font-weight="700" paint-order="stroke" stroke="${colors.land}" stroke-width="4" stroke-linejoin="round">${names}${scale}${arrow}</g>`,
    dots,
    "</svg>\n",
  ].join("");
}

/** Where the map is served, and the map of a catalogue's towns, its home town marked. */
export const serviceAreaMapFile = "images/service-area-map.svg";

export function catalogueAreaMap(catalogue: {
  business: { address: { city: string } };
  cityEntries: readonly MapTown[];
  navigation: { ui: { areaMap: MapWords } };
}): string {
  const towns = catalogue.cityEntries.map(({ name, geo }) => ({ name, geo }));
  return serviceAreaMapSvg(towns, catalogue.business.address.city, catalogue.navigation.ui.areaMap);
}
