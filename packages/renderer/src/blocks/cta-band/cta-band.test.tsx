import { describe, expect } from "vitest";
import { actionLinks, eachShipped, expectSection, linksIn } from "../../test/shipped-catalogue";
import { CtaBand } from "./cta-band";

describe("call-to-action band", () => {
  eachShipped("ctaBand", CtaBand, "its <h2> and its actions", ({ container, view }, block) => {
    expectSection(container, { id: block.id });
    expect(view.getByRole("heading", { level: 2 }).textContent).toBe(block.title);
    expect(linksIn(container)).toEqual(actionLinks(block.actions));
  });
});
