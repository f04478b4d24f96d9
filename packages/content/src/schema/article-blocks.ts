import { z } from "zod";
import { base } from "./block-fields";
import { image, nonEmpty, sitePath } from "./common";

/** An article as lists show it: the text cut to a preview at load time. */
export const articleSummary = z.strictObject({
  id: nonEmpty,
  title: nonEmpty,
  preview: z.string(),
  author: z.string(),
  publishDate: nonEmpty,
  tags: z.array(z.string()),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

/** News & Media: the searchable list of articles, filled from articles/ when the catalogue loads. */
export const articleListBlock = z.strictObject({
  type: z.literal("articleList"),
  ...base,
  searchLabel: nonEmpty,
  searchPlaceholder: nonEmpty,
  readMoreLabel: nonEmpty,
  loadingText: nonEmpty,
  empty: z.strictObject({ title: nonEmpty, text: nonEmpty }),
  noMatch: z.strictObject({ title: nonEmpty, text: nonEmpty }),
  posts: z.array(articleSummary).default([]),
});

/**
 * A piece of an article's body, in the order the file has them: a run of its Markdown, or a table
 * its Markdown wrote with pipes (load/article-body.ts). Tables are parsed when the catalogue loads,
 * so the Markdown code the browser runs has no table syntax to know.
 */
export const articlePart = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("markdown"), text: nonEmpty }),
  z.strictObject({
    type: z.literal("table"),
    // The heading the table sits under, which names it to a screen reader.
    caption: z.string().optional(),
    // The header row's cells; the first, over the rows' labels, may be empty.
    columns: z.array(z.string()).min(2),
    rows: z.array(z.strictObject({ label: nonEmpty, values: z.array(nonEmpty).min(1) })).min(1),
  }),
]);
export type ArticlePart = z.infer<typeof articlePart>;

/** One article page; built from an articles/ file and templates/article-page.json. */
export const articleBlock = z.strictObject({
  type: z.literal("article"),
  ...base,
  post: z.strictObject({
    id: nonEmpty,
    title: nonEmpty,
    // The article's Markdown as parts; its whole text stays with the article (the API and lists read it).
    body: z.array(articlePart).min(1),
    excerpt: z.string().optional(),
    author: z.string(),
    publishDate: nonEmpty,
    tags: z.array(z.string()),
  }),
  backLabel: nonEmpty,
  backHref: sitePath,
  estimate: z.strictObject({ title: nonEmpty, text: nonEmpty, label: nonEmpty, href: sitePath }),
  image: image.optional(),
  callTrackLabel: nonEmpty,
});
