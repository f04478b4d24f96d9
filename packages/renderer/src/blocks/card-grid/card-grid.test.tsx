import type { BlockOf } from "@brightwater/content/types";
import { describe, expect } from "vitest";
import { type ExpectedLink, eachShipped, expectSection, linksIn } from "../../test/shipped-catalogue";
import { CardGrid } from "./card-grid";

/** Cards link with their label and, for screen readers, their title; a strip of links with the title alone. */
function expectedLinks(block: BlockOf<"cardGrid">): ExpectedLink[] {
  if (block.layout === "compact") return [];
  return block.cards.flatMap(({ link, title }) =>
    link ? [{ name: block.layout === "links" ? title : `${link.label}: ${title}`, href: link.href }] : [],
  );
}

describe("card grid", () => {
  eachShipped("cardGrid", CardGrid, "its section, each card and its link", ({ container, view }, block) => {
    expectSection(container, block);
    expect(linksIn(container)).toEqual(expectedLinks(block));
    const cardTitles = view.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(cardTitles).toEqual(block.layout ? [] : block.cards.map((card) => card.title));
    if (block.layout !== "links") expect(view.getAllByRole("listitem")).toHaveLength(block.cards.length);
  });
});
