import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArticle } from "../load/articles";
import { listMarkdown } from "./catalogue-files";
import type { LaunchFinding } from "./launch-finding";

/**
 * An article signed by a person says that person writes for the company: true only once the owner
 * says so, with `authorSource` in its front matter (kept out of the page). An article signed with
 * the business's name, or unsigned, says nothing about anyone.
 */
export function articleAuthorFindings(dir: string, businessName: string): LaunchFinding[] {
  return listMarkdown(dir, "articles").flatMap((name) => {
    const file = `articles/${name}`;
    const { author, authorSource } = parseArticle(name, readFileSync(join(dir, file), "utf8"));
    if (typeof author !== "string" || author === businessName || authorSource) return [];
    return [
      {
        file,
        path: "author",
        problem: `"${author}" is named as the author, and nobody has confirmed this person writes for the company`,
        fix: 'have the owner confirm the author and put "authorSource: <who confirmed, date>" in the front matter, or sign it with the business\'s name',
      },
    ];
  });
}
