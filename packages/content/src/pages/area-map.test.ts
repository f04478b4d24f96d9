import { describe, expect, it } from "vitest";
import { greatCircleMiles } from "../facts/travel";
import { mapTowns as towns, mapWords as words } from "../test/map-towns";
import {
  mapFontSize,
  mapHeight,
  mapNarrowestPx,
  mapWidth,
  placeLabels,
  projectTowns,
  serviceAreaMapSvg,
} from "./area-map";

describe("the service-area map", () => {
  it("is drawn to scale: distances on the map are in proportion to the miles between the towns", () => {
    const { points, unitsPerMile } = projectTowns(towns);
    for (const [a, b] of [
      [0, 1],
      [0, 2],
      [1, 3],
      [2, 3],
    ] as const) {
      const [p, q] = [points[a], points[b]];
      if (!p || !q) throw new Error("a town was not projected");
      const onMap = Math.hypot(p.x - q.x, p.y - q.y) / unitsPerMile;
      const miles = greatCircleMiles(towns[a]?.geo ?? p.town.geo, towns[b]?.geo ?? q.town.geo);
      expect(Math.abs(onMap - miles) / miles, `${p.town.name} to ${q.town.name}`).toBeLessThan(0.01);
    }
  });

  it("keeps north up and east to the right, every town inside the frame", () => {
    const { points } = projectTowns(towns);
    const [millbrook, eastFord, westHollow, pine] = points;
    expect(eastFord?.x).toBeGreaterThan(millbrook?.x ?? 0);
    expect(westHollow?.x).toBeLessThan(millbrook?.x ?? 0);
    expect(pine?.y).toBeLessThan(millbrook?.y ?? 0);
    for (const { x, y } of points) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(mapWidth);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(mapHeight);
    }
  });

  it("names every town at 12 px or more on the narrowest phone, the names clear of one another", () => {
    expect((mapFontSize * mapNarrowestPx) / mapWidth).toBeGreaterThanOrEqual(12);
    const { points } = projectTowns(towns);
    const boxes = placeLabels(points, mapHeight);
    boxes.forEach((a, i) => {
      boxes.slice(i + 1).forEach((b) => {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      });
    });
    const svg = serviceAreaMapSvg(towns, "Millbrook", words);
    for (const town of towns) expect(svg).toContain(`>${town.name.replace("&", "&amp;")}</text>`);
    expect(svg).toContain(`font-size="${mapFontSize}"`);
    expect(svg).toContain(`viewBox="0 0 ${mapWidth} ${mapHeight}"`);
  });

  it("marks the home town and draws a scale bar as long as its miles", () => {
    const svg = serviceAreaMapSvg(towns, "Millbrook", words);
    expect(svg.match(/r="8"/g)).toHaveLength(1);
    expect(svg).toContain(">10 miles</text>");
    const { unitsPerMile } = projectTowns(towns);
    const bar = Number(svg.match(/M12 \d+(?:\.\d+)?h(\d+(?:\.\d+)?)/)?.[1]);
    expect(bar).toBeCloseTo(10 * unitsPerMile, 0);
  });
});
