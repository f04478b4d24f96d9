import { describe, expect, it } from "vitest";
import { formatDistance, greatCircleMiles, isOfficeTown, travel } from "./travel";

describe("greatCircleMiles", () => {
  it("measures one degree of latitude as about 69.1 miles", () => {
    expect(greatCircleMiles({ latitude: 36, longitude: -80 }, { latitude: 37, longitude: -80 })).toBeCloseTo(69.09, 1);
  });

  it("shrinks a degree of longitude by the cosine of the latitude", () => {
    const miles = greatCircleMiles({ latitude: 36, longitude: -80 }, { latitude: 36, longitude: -79 });
    expect(miles).toBeCloseTo(69.09 * Math.cos((36 * Math.PI) / 180), 0);
  });
});

describe("travel", () => {
  it("rounds the distance to whole miles, and says a town under a mile away is under a mile", () => {
    const office = { latitude: 36.1199, longitude: -80.0737 };
    expect(travel(office, office).miles).toBe(0);
    expect(formatDistance(0)).toBe("under 1 mile");
    expect(formatDistance(1)).toBe("1 mile");
    expect(formatDistance(14)).toBe("14 miles");
    // Kernersville office to Greensboro's internal point.
    expect(travel(office, { latitude: 36.0952, longitude: -79.8254 }).miles).toBe(14);
  });

  it("knows the office's own town, which is given no distance from itself", () => {
    const office = { latitude: 36.1199, longitude: -80.0737 };
    expect(isOfficeTown(travel(office, office))).toBe(true);
    expect(isOfficeTown(travel(office, { latitude: 36.0952, longitude: -79.8254 }))).toBe(false);
  });
});
