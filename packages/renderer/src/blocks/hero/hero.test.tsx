import type { BlockOf } from "@brightwater/content/types";
import { describe, expect, it } from "vitest";
import { actionLinks, callLink, eachShipped, linksIn, renderOnPage, site } from "../../test/shipped-catalogue";
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

  // The shape is the stylesheet's (hero.css), by one class: none for the default.
  const fixture: BlockOf<"hero"> = {
    type: "hero",
    title: "A headline",
    subtitle: "A subtitle",
    badges: [],
    actions: [],
  };
  it.each([
    [undefined, "hero"],
    ["split", "hero hero--split"],
    ["band", "hero hero--band"],
    ["story", "hero hero--story"],
  ] as const)("layout %s: class %s", (layout, className) => {
    const { container } = renderOnPage(<Hero block={{ ...fixture, layout }} />, "/a-page");
    expect(container.querySelector("section")?.className).toBe(className);
  });
});
