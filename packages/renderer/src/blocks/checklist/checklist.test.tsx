import { describe, expect } from "vitest";
import { eachShipped, expectSection, linksIn } from "../../test/shipped-catalogue";
import { Checklist } from "./checklist";

describe("checklist", () => {
  eachShipped("checklist", Checklist, "its section, every point and its media", ({ container, view }, block) => {
    expectSection(container, block);
    expect(view.getAllByRole("listitem").map((item) => item.textContent)).toEqual(block.items);
    expect(linksIn(container)).toEqual([]);
    const { media } = block;
    if (media?.kind === "video") expect(view.getByRole("button", { name: media.title })).toBeTruthy();
    if (media?.kind === "image") expect(view.getByRole("img", { name: media.image.alt })).toBeTruthy();
  });
});
