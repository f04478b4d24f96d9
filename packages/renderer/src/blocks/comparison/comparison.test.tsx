import { describe, expect } from "vitest";
import { eachShipped, expectSection, linksIn } from "../../test/shipped-catalogue";
import { Comparison } from "./comparison";

describe("comparison", () => {
  eachShipped("comparison", Comparison, "its section and the table's headers", ({ container, view }, block) => {
    expectSection(container, block);
    const text = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);
    expect(text(view.getAllByRole("columnheader"))).toEqual(block.columns);
    expect(text(view.getAllByRole("rowheader"))).toEqual(block.rows.map((row) => row.label));
    expect(linksIn(container)).toEqual([]);
  });
});
