import { describe, expect } from "vitest";
import { eachShipped, expectSection, linksIn } from "../../test/shipped-catalogue";
import { Stats } from "./stats";

describe("stats", () => {
  eachShipped("stats", Stats, "its section and each figure with its label", ({ container, view }, block) => {
    expectSection(container, block);
    const pairs = view.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual(block.items.map((item) => [item.label, item.value]));
    expect(linksIn(container)).toEqual([]);
  });
});
