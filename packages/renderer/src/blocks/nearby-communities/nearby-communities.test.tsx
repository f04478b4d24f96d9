import { describe, expect } from "vitest";
import { eachShipped, expectSection, linksIn } from "../../test/shipped-catalogue";
import { NearbyCommunities } from "./nearby-communities";

describe("nearby communities", () => {
  eachShipped(
    "nearbyCommunities",
    NearbyCommunities,
    "each town, and links to town pages",
    ({ container, view }, block) => {
      expectSection(container, block);
      expect(view.getAllByRole("listitem").map((item) => item.textContent)).toEqual(
        block.communities.map((community) => community.name),
      );
      const linked = block.communities.flatMap(({ name, href }) => (href ? [{ name, href }] : []));
      expect(linksIn(container)).toEqual(linked);
    },
  );
});
