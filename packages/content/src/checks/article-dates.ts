import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArticle } from "../load/articles";
import { listMarkdown } from "./catalogue-files";
import type { LaunchFinding } from "./launch-finding";

const confirmFix =
  'put the day the company first published it, and "dateSource: <where it was first published, or who confirmed the day, and when>" in the front matter';

/**
 * An article's date says when the company published it: true only once someone says where and
 * when it was (`dateSource`, kept out of the page). A date before this website was begun
 * (business.json `website.since`) says so in its line, since it cannot be this site's day.
 */
export function articleDateFindings(dir: string, websiteSince: string | undefined): LaunchFinding[] {
  return listMarkdown(dir, "articles").flatMap((name) => {
    const file = `articles/${name}`;
    const { publishDate, dateSource } = parseArticle(name, readFileSync(join(dir, file), "utf8"));
    if (typeof publishDate !== "string" || dateSource) return [];
    const before = websiteSince !== undefined && publishDate < websiteSince;
    const problem = before
      ? `the date ${publishDate} is before this website was begun (${websiteSince}, business.json website.since), and nobody has said where the company published it then`
      : `the date ${publishDate} is not confirmed as the day the company published it`;
    return [{ file, path: "publishDate", problem, fix: confirmFix }];
  });
}
