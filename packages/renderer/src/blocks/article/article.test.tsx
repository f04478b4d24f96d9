import { describe, expect } from "vitest";
import { callLink, eachShipped, linksIn, markdownLinks } from "../../test/shipped-catalogue";
import { ArticleView } from "./article";

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
      ...markdownLinks(block.post.content),
      { name: block.estimate.label, href: block.estimate.href },
      callLink(),
      { ...back, name: block.backLabel },
    ]);
  });
});
