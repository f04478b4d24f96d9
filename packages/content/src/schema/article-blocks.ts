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

/** One article page; built from an articles/ file and templates/article-page.json. */
export const articleBlock = z.strictObject({
  type: z.literal("article"),
  ...base,
  post: z.strictObject({
    id: nonEmpty,
    title: nonEmpty,
    content: nonEmpty,
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
