import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { type BlogPost, blogPostSchema } from "@brightwater/contracts";
import { offSiteMarkdownLinks, offSiteMessage } from "../pages/links";
import { type Problem, problemsFromZod } from "../schema/catalogue-error";

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
}

export function loadArticles(dir: string, problems: Problem[]): LoadedArticles {
  const drafts = new Set<string>();
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort();
  } catch {
    return { articles: [], drafts };
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
    if (draft === "true") drafts.add(result.data.id);
  }
  // Newest first, as every list of them is shown.
  return { articles: articles.sort((a, b) => b.publishDate.localeCompare(a.publishDate)), drafts };
}
