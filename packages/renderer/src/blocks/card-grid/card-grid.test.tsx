import type { BlockOf } from "@brightwater/content/types";
import { describe, expect, it } from "vitest";
import { type ExpectedLink, eachShipped, expectSection, linksIn, renderOnPage } from "../../test/shipped-catalogue";
import { CardGrid } from "./card-grid";

/** The cards a page shows: those whose photograph is still to come are left out. */
const shown = (block: BlockOf<"cardGrid">) => block.cards.filter((card) => card.photoToCome === undefined);

/** Cards link with their label and, for screen readers, their title; a strip of links with the title alone. */
function expectedLinks(block: BlockOf<"cardGrid">): ExpectedLink[] {
  if (block.layout === "compact") return [];
  return shown(block).flatMap(({ link, title }) =>
    link ? [{ name: block.layout === "links" ? title : `${link.label}: ${title}`, href: link.href }] : [],
  );
}

describe("card grid", () => {
  eachShipped("cardGrid", CardGrid, "its section, each card and its link", ({ container, view }, block) => {
    if (shown(block).length === 0) {
      expect(container.innerHTML).toBe("");
      return;
    }
    expectSection(container, block);
    expect(linksIn(container)).toEqual(expectedLinks(block));
    const cardTitles = view.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(cardTitles).toEqual(block.layout ? [] : shown(block).map((card) => card.title));
    if (block.layout !== "links") expect(view.getAllByRole("listitem")).toHaveLength(shown(block).length);
  });

  const people = (cards: BlockOf<"cardGrid">["cards"]): BlockOf<"cardGrid"> => ({
    type: "cardGrid",
    id: "fixture-people",
    title: "Fixture people",
    tone: "plain",
    columns: 2,
    cards,
  });
  const photo = { src: "photos/fixture.jpg", alt: "Fixture photograph" };

  it("leaves out a card whose photograph is still to come, and shows the others", () => {
    const { view } = renderOnPage(
      <CardGrid
        block={people([
          { title: "Fixture crew", text: "", photoToCome: "The fixture crew at work" },
          { title: "Fixture van", text: "", image: photo },
        ])}
      />,
      "/fixture",
    );
    expect(view.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Fixture van"]);
    expect(view.queryByText("The fixture crew at work")).toBeNull();
  });

  it("shows nothing, not even its heading, when every card's photograph is still to come", () => {
    const { container } = renderOnPage(
      <CardGrid
        block={people([
          { title: "Fixture crew", text: "", photoToCome: "The fixture crew at work" },
          { title: "Fixture van", text: "", photoToCome: "The fixture van" },
        ])}
      />,
      "/fixture",
    );
    expect(container.innerHTML).toBe("");
  });
});
