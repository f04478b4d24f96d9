import { describe, expect } from "vitest";
import { actionLinks, eachShipped, expectSection, linksIn } from "../../test/shipped-catalogue";
import { EmergencyBanner } from "./emergency-banner";

describe("emergency banner", () => {
  eachShipped("emergencyBanner", EmergencyBanner, "its <h2>, its text and its action", ({ container, view }, block) => {
    expectSection(container, { id: block.id });
    expect(view.getByRole("heading", { level: 2 }).textContent).toBe(block.title);
    expect(view.getByText(block.text)).toBeTruthy();
    expect(linksIn(container)).toEqual(actionLinks(block.action ? [block.action] : []));
  });
});
