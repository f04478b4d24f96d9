import type { BlogPost } from "@brightwater/contracts";
import { z } from "zod";
import type { ArticlePart, ArticleSummary } from "../schema/article-blocks";
import { image, nonEmpty, sitePath } from "../schema/common";
import type { PageEntry } from "../schema/page";

export const archivePath = "/archive";

export const articleTemplateSchema = z.strictObject({
  $schema: z.string().optional(),
  // "{title}" and "{businessName}" are filled per article.
  seoTitle: nonEmpty,
  backLabel: nonEmpty,
  estimate: z.strictObject({ title: nonEmpty, text: nonEmpty, label: nonEmpty, href: sitePath }),
  callTrackLabel: nonEmpty,
  // The drawing every article opens on, beside its title (above it on a phone).
  image,
});
export type ArticleTemplate = z.infer<typeof articleTemplateSchema>;

const previewLength = 300;

/** The list's view of an article: the text cut at 300 characters plus an ellipsis. */
export function articleSummary(post: BlogPost, companyName: string): ArticleSummary {
  const text = post.content
    .replace(/[#*[\]]|\(\/[^)]*\)/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return {
    id: post.id,
    title: post.title,
    preview: text.length > previewLength ? `${text.slice(0, previewLength)}...` : text,
    author: post.author ?? companyName,
    publishDate: post.publishDate,
    tags: post.tags ?? [],
  };
}

function description(post: BlogPost): string {
  const text = (post.excerpt ?? post.content.replace(/[#*[\]]/g, "")).replace(/\s+/g, " ").trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
}

/** An article's page: `body` is its Markdown split into text and tables (load/article-body.ts). */
export function articlePage(
  post: BlogPost,
  body: ArticlePart[],
  template: ArticleTemplate,
  companyName: string,
): PageEntry {
  const title = template.seoTitle.replace("{title}", post.title);
  // The page shows the body; the whole Markdown stays out of the page's data, which would hold the text twice.
  const { content: _markdown, ...shown } = post;
  return {
    path: `${archivePath}/${post.id}`,
    // Search results cut titles near 60 characters: a long title goes without the company's name.
    seo: { title: title.length > 60 ? post.title : title, description: description(post) },
    aliases: [],
    layout: "standard",
    draft: false,
    noindex: false,
    breadcrumb: { label: post.title, parent: archivePath },
    blocks: [
      {
        type: "article",
        post: { ...shown, body, author: post.author ?? companyName, tags: post.tags ?? [] },
        backLabel: template.backLabel,
        backHref: archivePath,
        estimate: template.estimate,
        callTrackLabel: template.callTrackLabel,
        image: template.image,
      },
    ],
  };
}

/** Where the "Article Not Found" page is prerendered; the server answers unknown articles with it. */
export const articleNotFoundPath = `${archivePath}/__not-found`;
