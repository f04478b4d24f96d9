import { describe, expect, it } from "vitest";
import { mapTowns as towns, mapWords as words } from "../test/map-towns";
import { describeAreaMap } from "./area-map-words";

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
