import { readFileSync } from "node:fs";
import { join } from "node:path";
import { notAProfile } from "../facts/social-profiles";
import { formatPath } from "../schema/catalogue-error";
import { listJson, listMarkdown, readJson } from "./catalogue-files";
import type { LaunchFinding } from "./launch-finding";

const fictionalPhone = /\b555-01\d\d\b|\+1\d{3}55501\d\d\b/;
const exampleAddress = /[\w.+-]+@example\.(com|org|net)\b|\bexample\.(com|org|net)\b/i;
const wholeUrl = /^https:\/\/\S+$/;
// The drawings of an empty frame that hold a place for the company's own photograph (its team, its vans).
const awaitingDrawing = /^\/images\/awaiting-[a-z0-9-]+\.svg$/;

/** Placeholders anywhere in a file's copy: 555 numbers, example addresses, links that are no one's page. */
function placeholderFindings(file: string, raw: unknown): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  const walk = (node: unknown, path: PropertyKey[]) => {
    if (typeof node === "string") {
      const at = formatPath(path);
      if (fictionalPhone.test(node)) {
        findings.push({ file, path: at, problem: "a fictional 555-01NN phone number", fix: "put the real number" });
      }
      if (exampleAddress.test(node)) {
        findings.push({ file, path: at, problem: "an example.* address", fix: "put the business's real address" });
      }
      if (awaitingDrawing.test(node)) {
        findings.push({
          file,
          path: at,
          problem: "a drawing of an empty frame still stands in for the company's own photograph",
          fix: "take the photograph, put it under photos/ with its credit, and name it here",
        });
      }
      const why = wholeUrl.test(node) ? notAProfile(node) : null;
      if (why) findings.push({ file, path: at, problem: `${node} ${why}`, fix: "put the business's own page there" });
    } else if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, [...path, index]);
    } else if (node !== null && typeof node === "object") {
      const { photoToCome } = node as { photoToCome?: unknown };
      if (typeof photoToCome === "string")
        findings.push({
          file,
          path: formatPath([...path, "photoToCome"]),
          problem: `a place for the company's own photograph is left out of the page until it is taken: ${photoToCome}`,
          fix: "take the photograph, put it under photos/ with its credit, and name it as this card's image in place of photoToCome",
        });
      // Where a fact was read is the editor's note, not something the site publishes.
      for (const [key, item] of Object.entries(node))
        if (key !== "source" && key !== "$schema" && key !== "photoToCome") walk(item, [...path, key]);
    }
  };
  walk(raw, []);
  return findings;
}

/** Placeholders typed in any copy: every JSON file a page reads, and every article's body. */
export function placeholderFindingsOf(dir: string): LaunchFinding[] {
  const copyFiles = [
    "business.json",
    "navigation.json",
    "forms.json",
    "offer-popup.json",
    "booking.json",
    "testimonials.json",
    ...listJson(dir, "pages"),
    ...listJson(dir, "templates"),
    ...listJson(dir, "cities"),
  ];
  const findings = copyFiles.flatMap((file) => placeholderFindings(file, readJson(dir, file)));
  for (const name of listMarkdown(dir, "articles")) {
    const file = `articles/${name}`;
    findings.push(...placeholderFindings(file, { body: readFileSync(join(dir, file), "utf8") }));
  }
  return findings;
}
