import { join } from "node:path";
import { articlePage, articleSummary, articleTemplateSchema } from "../pages/article-page";
import type { Business } from "../schema/business";
import { loadArticles } from "./articles";
import { addPage, type CatalogueReader, type PageSet } from "./catalogue-reader";

/** News & Media: every article's page (drafts marked), and the published ones listed by each article list. */
export function addArticles(
  reader: CatalogueReader,
  set: PageSet,
  business: Business | undefined,
  showDrafts: boolean,
) {
  const { articles: all, drafts, bodies } = loadArticles(join(reader.dir, "articles"), reader.problems);
  const articles = showDrafts ? all : all.filter((post) => !drafts.has(post.id));
  const template = reader.parse(
    "templates/article-page.json",
    articleTemplateSchema,
    reader.filled("templates/article-page.json", { title: "{title}" }),
  );
  if (business && template) {
    const summaries = articles.map((post) => articleSummary(post, business.name));
    for (const page of set.pages) {
      for (const block of page.blocks) if (block.type === "articleList") block.posts = summaries;
    }
    for (const post of all) {
      addPage(
        set,
        { ...articlePage(post, bodies.get(post.id) ?? [], template, business.name), draft: drafts.has(post.id) },
        `articles/${post.id}.md`,
      );
    }
  }
  return { articles, template };
}
