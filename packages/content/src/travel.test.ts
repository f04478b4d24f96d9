import { describe, expect, it } from "vitest";
import { formatDistance, formatMinutes, formatWindow, greatCircleMiles, travel } from "./travel";

const rule = { dispatchMinutes: 20, roadFactor: 1.3, averageMph: 35, windowMinutes: 60 };

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
    expect(travel(office, office, rule).miles).toBe(0);
    expect(formatDistance(0)).toBe("under 1 mile");
    expect(formatDistance(1)).toBe("1 mile");
    expect(formatDistance(14)).toBe("14 miles");
    // Kernersville office to Greensboro's internal point.
    expect(travel(office, { latitude: 36.0952, longitude: -79.8254 }, rule).miles).toBe(14);
  });

  it("starts the window after dispatch and the drive, on a quarter hour, and keeps its width", () => {
    const office = { latitude: 36, longitude: -80 };
    // 10 straight miles: 13 road miles at 35 mph is 22.3 minutes, plus 20 to leave: 42.3, so 45.
    const tenMilesNorth = { latitude: 36 + 10 / 69.09, longitude: -80 };
    expect(travel(office, tenMilesNorth, rule).arrival).toEqual({ from: 45, to: 105 });
  });
});

describe("formatting", () => {
  it("says minutes under an hour and hours in quarters above", () => {
    expect(formatMinutes(45)).toBe("45 minutes");
    expect(formatMinutes(60)).toBe("1 hour");
    expect(formatMinutes(105)).toBe("1¾ hours");
    expect(formatMinutes(120)).toBe("2 hours");
    expect(formatWindow({ from: 30, to: 90 })).toBe("30 minutes to 1½ hours");
  });
});
