import type { MapTown, MapWords } from "../pages/area-map";

// The service-area map's tests (the drawing and its words): four made-up towns around a crossroads,
// some close together, at real latitudes and longitudes, and words of the tests' own.
export const mapTowns: MapTown[] = [
  { name: "Millbrook", geo: { latitude: 36.1, longitude: -80.1 } },
  { name: "East Ford", geo: { latitude: 36.12, longitude: -79.8 } },
  { name: "West Hollow", geo: { latitude: 36.05, longitude: -80.4 } },
  { name: "Pine & Oak", geo: { latitude: 36.2, longitude: -80.05 } },
];

export const mapWords: MapWords = {
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
