import { describe, expect } from "vitest";
import { eachShipped, expectSection, linksIn } from "../../test/shipped-catalogue";
import { Comparison } from "./comparison";

describe("comparison", () => {
  eachShipped("comparison", Comparison, "its section and the table's headers", ({ container, view }, block) => {
    expectSection(container, block);
    // Named by its section's title, as a screen reader lists the page's tables.
    expect(view.getByRole("table", { name: block.title })).toBeTruthy();
    const text = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);
    expect(text(view.getAllByRole("columnheader"))).toEqual(block.columns);
    expect(text(view.getAllByRole("rowheader"))).toEqual(block.rows.map((row) => row.label));
    expect(linksIn(container)).toEqual([]);
  });
});
