import { describe, expect, it } from "vitest";
import { leadTown } from "./lead-town";

const townOf = leadTown([
  { name: "Oakdale", path: "/service-areas/oakdale-nc" },
  { name: "Pine Hill", path: "/service-areas/pine-hill-nc" },
]);

describe("the town of a lead", () => {
  it("is the town the customer typed", () => {
    expect(townOf({ details: { city: " Pine Hill " }, pagePath: "/service-areas/oakdale-nc" })).toBe("Pine Hill");
  });

  it("is the town of the page they wrote from, query and trailing slash ignored", () => {
    expect(townOf({ details: {}, pagePath: "/service-areas/oakdale-nc" })).toBe("Oakdale");
    expect(townOf({ details: {}, pagePath: "/service-areas/oakdale-nc/?utm_source=flyer" })).toBe("Oakdale");
  });

  it("is empty when neither says, never a guess", () => {
    expect(townOf({ details: {}, pagePath: "/" })).toBe("");
    expect(townOf({ details: { city: "  " }, pagePath: "/service-areas/oakdale-nc-old" })).toBe("");
  });
});
