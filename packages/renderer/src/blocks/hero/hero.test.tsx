import { describe, expect } from "vitest";
import { actionLinks, callLink, eachShipped, linksIn, site } from "../../test/shipped-catalogue";
import { Hero } from "./hero";

describe("hero", () => {
  eachShipped("hero", Hero, "one <h1>, the actions and the trust facts", ({ container, view }, block) => {
    expect(view.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([block.title]);
    expect(container.querySelector("section")?.getAttribute("id") ?? undefined).toBe(block.id);
    // A homeowner's facts under a homeowner's hero; not under one for someone else (careers, with points).
    expect(view.queryAllByRole("list", { name: site.navigation.ui.trust.label })).toHaveLength(block.points ? 0 : 1);
    const badgeCalls = block.badges.flatMap((badge) => (badge.callTrackLabel ? [callLink(badge.text)] : []));
    expect(linksIn(container)).toEqual([...actionLinks(block.actions), ...badgeCalls]);
    if (block.review) expect(view.getByText(block.review.text)).toBeTruthy();
  });
});
