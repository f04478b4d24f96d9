import { describe, expect } from "vitest";
import { eachShipped, expectSection, linksIn } from "../../test/shipped-catalogue";
import { PhotoSlots } from "./photo-slots";

describe("photoSlots", () => {
  eachShipped(
    "photoSlots",
    PhotoSlots,
    "its section, each place's picture and caption",
    ({ container, view }, block) => {
      expectSection(container, block);
      const figures = view.getAllByRole("figure");
      expect(figures).toHaveLength(block.slots.length);
      block.slots.forEach((slot, index) => {
        const shown = slot.photo ?? slot.awaiting;
        expect(view.getByRole("img", { name: shown.alt }).closest("figure")).toBe(figures[index]);
        expect(figures[index]?.querySelector("figcaption")?.textContent).toBe(slot.caption);
      });
      expect(linksIn(container)).toEqual([]);
    },
  );
});
