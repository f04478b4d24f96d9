import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { type BlogPost, blogPostSchema } from "@brightwater/contracts";
import { offSiteMarkdownLinks, offSiteMessage } from "../pages/links";
import type { ArticlePart } from "../schema/article-blocks";
import { type Problem, problemsFromZod } from "../schema/catalogue-error";
import { articleBody } from "./article-body";

/**
 * Reads `articles/<id>.md`: a front matter of `key: value` lines between `---` fences, then the
 * Markdown body. `tags` is a comma-separated list.
 */
export function parseArticle(id: string, text: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) return { id, content: text };
  const fields: Record<string, unknown> = { id, content: (match[2] ?? "").trim() };
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon < 1) continue;
    const key = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    fields[key] =
      key === "tags"
        ? value
            .split(",")
            .map((tag) => tag.trim())
            .filter(Boolean)
        : value;
  }
  return fields;
}

export interface LoadedArticles {
  /** Newest first, drafts included. */
  articles: BlogPost[];
  /** Ids of the articles whose front matter says `draft: true`. */
  drafts: Set<string>;
  /** Each article's Markdown split into its text and its tables, by id: what its page shows. */
  bodies: Map<string, ArticlePart[]>;
}

/** What the article's page shows of its Markdown, `content`; its tables' problems name their line of `text`. */
function bodyOf(file: string, text: string, content: string, problems: Problem[]): ArticlePart[] {
  // `content` is the file's body trimmed: the line it begins on is where the file's numbering starts.
  const firstLine = text.slice(0, text.lastIndexOf(content)).split("\n").length;
  const { body, problems: found } = articleBody(content, firstLine);
  for (const { line, message } of found) problems.push({ file, path: `line ${line}`, message });
  return body;
}

export function loadArticles(dir: string, problems: Problem[]): LoadedArticles {
  const drafts = new Set<string>();
  const bodies = new Map<string, ArticlePart[]>();
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort();
  } catch {
    return { articles: [], drafts, bodies };
  }
  const articles: BlogPost[] = [];
  for (const name of names) {
    const file = `articles/${name}`;
    const text = readFileSync(join(dir, name), "utf8");
    for (const { line, target } of offSiteMarkdownLinks(text))
      problems.push({ file, path: `line ${line}`, message: offSiteMessage(target) });
    const { draft = "false", ...fields } = parseArticle(basename(name, ".md"), text);
    if (draft !== "true" && draft !== "false") {
      problems.push({ file, path: "draft", message: 'expected "true" or "false"' });
    }
    const result = blogPostSchema.safeParse(fields);
    if (!result.success) {
      problems.push(...problemsFromZod(file, result.error, fields));
      continue;
    }
    articles.push(result.data);
    bodies.set(result.data.id, bodyOf(file, text, result.data.content, problems));
    if (draft === "true") drafts.add(result.data.id);
  }
  // Newest first, as every list of them is shown.
  return { articles: articles.sort((a, b) => b.publishDate.localeCompare(a.publishDate)), drafts, bodies };
}
