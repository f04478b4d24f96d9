/**
 * @vitest-environment-options {"url": "http://127.0.0.1:9/"}
 */
// The list asks the API for the full texts once it runs; here nothing answers (port 9 refuses),
// so the list stays as prerendered.
import { describe, expect } from "vitest";
import { eachShipped, expectSection, linksIn } from "../../test/shipped-catalogue";
import { ArticleList } from "./article-list";

describe("article list", () => {
  eachShipped("articleList", ArticleList, "the search box and each article's link", ({ container, view }, block) => {
    expectSection(container, block);
    expect(view.getByRole("searchbox", { name: block.searchLabel })).toBeTruthy();
    const titles = view.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(block.posts.map((post) => post.title));
    expect(linksIn(container)).toEqual(block.posts.map((post) => ({ name: post.title, href: `/archive/${post.id}` })));
  });
});
