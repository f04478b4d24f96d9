import { describe, expect } from "vitest";
import { eachShipped, expectSection, linksIn } from "../../test/shipped-catalogue";
import { Steps } from "./steps";

describe("steps", () => {
  eachShipped("steps", Steps, "its section and the steps in order", ({ container, view }, block) => {
    expectSection(container, block);
    const list = view.getByRole("list");
    expect(list.tagName).toBe("OL");
    const titles = view.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(block.steps.map((step) => step.title));
    expect(linksIn(container)).toEqual([]);
  });
});
