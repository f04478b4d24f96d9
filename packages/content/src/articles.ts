import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { type BlogPost, blogPostSchema } from "@brightwater/contracts";
import { type Problem, problemsFromZod } from "./catalogue-error";

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

export function loadArticles(dir: string, problems: Problem[]): BlogPost[] {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort();
  } catch {
    return [];
  }
  const articles: BlogPost[] = [];
  for (const name of names) {
    const file = `articles/${name}`;
    const result = blogPostSchema.safeParse(parseArticle(basename(name, ".md"), readFileSync(join(dir, name), "utf8")));
    if (result.success) articles.push(result.data);
    else problems.push(...problemsFromZod(file, result.error));
  }
  // Newest first, as every list of them is shown.
  return articles.sort((a, b) => b.publishDate.localeCompare(a.publishDate));
}
