import { describe, expect } from "vitest";
import { eachShipped, expectSection, linksIn, site } from "../../test/shipped-catalogue";
import { ServiceAreaGrid } from "./service-area-grid";

describe("service area grid", () => {
  eachShipped("serviceAreaGrid", ServiceAreaGrid, "its section and every city page's link", ({ container }, block) => {
    expectSection(container, block);
    expect(site.cities.length).toBeGreaterThan(0);
    expect(linksIn(container)).toEqual(site.cities.map((city) => ({ name: city.name, href: city.path })));
  });
});
