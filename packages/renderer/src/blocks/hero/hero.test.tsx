import { describe, expect } from "vitest";
import { actionLinks, callLink, eachShipped, linksIn, site } from "../../test/shipped-catalogue";
import { Hero } from "./hero";

describe("hero", () => {
  eachShipped("hero", Hero, "one <h1>, the actions and the trust facts", ({ container, view }, block) => {
    expect(view.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([block.title]);
    expect(container.querySelector("section")?.getAttribute("id") ?? undefined).toBe(block.id);
    expect(view.getByRole("list", { name: site.navigation.ui.trust.label })).toBeTruthy();
    const badgeCalls = block.badges.flatMap((badge) => (badge.callTrackLabel ? [callLink(badge.text)] : []));
    expect(linksIn(container)).toEqual([...actionLinks(block.actions), ...badgeCalls]);
    if (block.review) expect(view.getByText(block.review.text)).toBeTruthy();
  });
});
