import { describe, expect } from "vitest";
import { eachShipped, expectSection, linksIn } from "../../test/shipped-catalogue";
import { Figure } from "./figure";

describe("figure", () => {
  eachShipped("figure", Figure, "its section, the picture, the caption", ({ container, view }, block) => {
    expectSection(container, block);
    const figure = view.getByRole("figure");
    expect(view.getByRole("img", { name: block.image.alt }).closest("figure")).toBe(figure);
    expect(figure.querySelector("figcaption")?.textContent ?? undefined).toBe(block.caption);
    expect(linksIn(container)).toEqual([]);
  });
});
