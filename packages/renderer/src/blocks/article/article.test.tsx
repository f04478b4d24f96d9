import type { BlockOf } from "@brightwater/content/types";
import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callLink, eachShipped, linksIn, markdownLinks, renderOnPage } from "../../test/shipped-catalogue";
import { ArticleView } from "./article";

type Block = BlockOf<"article">;

/** The links the article's text renders: those of its Markdown parts, in order (tables have none). */
const bodyLinks = (block: Block) =>
  block.post.body.flatMap((part) => (part.type === "markdown" ? markdownLinks(part.text) : []));

/** An article of the fixture's own, its body split as the catalogue splits it. */
function fixtureArticle(body: Block["post"]["body"]): Block {
  return {
    type: "article",
    post: {
      id: "fixture",
      title: "Fixture article",
      body,
      author: "Fixture author",
      publishDate: "2026-11-01",
      tags: [],
    },
    backLabel: "Fixture articles",
    backHref: "/fixture",
    estimate: { title: "Fixture estimate", text: "Fixture words.", label: "Fixture button", href: "/fixture" },
    callTrackLabel: "fixture",
  };
}

describe("article", () => {
  eachShipped("article", ArticleView, "its <h1>, the text's links, the way back", ({ container, view }, block) => {
    const article = view.getByRole("article");
    expect(article.id || undefined).toBe(block.id);
    expect(view.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      block.post.title,
    ]);
    expect(view.getByRole("heading", { level: 2, name: block.estimate.title }).closest("aside")).not.toBeNull();
    const back = { name: `← ${block.backLabel}`, href: block.backHref };
    expect(linksIn(container)).toEqual([
      back,
      ...bodyLinks(block),
      { name: block.estimate.label, href: block.estimate.href },
      callLink(),
      { ...back, name: block.backLabel },
    ]);
  });

  it("shows a table of its body between its text, with column headers, row headers and cells", () => {
    const { container, view } = renderOnPage(
      <ArticleView
        block={fixtureArticle([
          { type: "markdown", text: "Before the table.\n\n## Side by side" },
          {
            type: "table",
            caption: "Side by side",
            columns: ["", "Alpha", "Beta"],
            rows: [
              { label: "Size", values: ["Small", "Large"] },
              { label: "Weight", values: ["Light", "Heavy"] },
            ],
          },
          { type: "markdown", text: "After the table." },
        ])}
      />,
      "/fixture",
    );
    const table = view.getByRole("table", { name: "Side by side" });
    const text = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);
    expect(text(within(table).getAllByRole("columnheader"))).toEqual(["Alpha", "Beta"]);
    expect(text(within(table).getAllByRole("rowheader"))).toEqual(["Size", "Weight"]);
    expect(text(within(table).getAllByRole("cell"))).toEqual(["", "Small", "Large", "Light", "Heavy"]);
    // In the order the article has them, in its one body of text.
    const body = container.querySelector(".prose.article__body");
    expect(body?.textContent).toMatch(/^Before the table\.Side by side.*Size.*After the table\.$/);
    expect(table.closest(".comparison")?.getAttribute("tabindex")).toBe("0");
  });

  it("names a header over the rows' labels as a column header", () => {
    const { view } = renderOnPage(
      <ArticleView
        block={fixtureArticle([
          { type: "table", columns: ["Point", "Alpha"], rows: [{ label: "Size", values: ["Small"] }] },
        ])}
      />,
      "/fixture",
    );
    expect(view.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Point", "Alpha"]);
  });
});
