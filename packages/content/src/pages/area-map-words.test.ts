import { describe, expect, it } from "vitest";
import { describeAreaMap } from "./area-map-words";

// Four made-up towns around a crossroads, some close together, at real latitudes and longitudes.
const towns = [
  { name: "Millbrook", geo: { latitude: 36.1, longitude: -80.1 } },
  { name: "East Ford", geo: { latitude: 36.12, longitude: -79.8 } },
  { name: "West Hollow", geo: { latitude: 36.05, longitude: -80.4 } },
  { name: "Pine & Oak", geo: { latitude: 36.2, longitude: -80.05 } },
];
const words = {
  scaleMiles: 10,
  scaleUnit: "miles",
  north: "N",
  center: "at the heart",
  directions: {
    north: "up north",
    northEast: "north-east",
    east: "out east",
    southEast: "south-east",
    south: "down south",
    southWest: "south-west",
    west: "out west",
    northWest: "north-west",
  },
  and: "&",
};

describe("the service-area map in words", () => {
  it("names the home town, then the towns in each direction from it, clockwise from north, the nearest first", () => {
    const farEast = { name: "Far East", geo: { latitude: 36.1, longitude: -79.5 } };
    expect(describeAreaMap([farEast, ...towns], "Millbrook", words)).toBe(
      "Millbrook at the heart, Pine & Oak up north, East Ford & Far East out east, & West Hollow out west",
    );
  });

  it("lists the towns by name where the home town is not among them", () => {
    expect(describeAreaMap(towns.slice(1), "Millbrook", words)).toBe("East Ford, West Hollow & Pine & Oak");
  });
});
