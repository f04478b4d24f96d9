import { describe, expect } from "vitest";
import { callLink, eachShipped, expectSection, linksIn, site } from "../../test/shipped-catalogue";
import { MapEmbed } from "./map-embed";

describe("map", () => {
  eachShipped("mapEmbed", MapEmbed, "its section, the address and the titled map", ({ container, view }, block) => {
    expectSection(container, block);
    const address = container.querySelector("address");
    expect(address?.textContent).toContain(site.business.address.street);
    const map = view.getByTitle(block.title);
    expect(map.tagName).toBe("IFRAME");
    expect(map.getAttribute("src")).toContain(encodeURIComponent(block.query));
    expect(linksIn(container)).toEqual([callLink()]);
  });
});
