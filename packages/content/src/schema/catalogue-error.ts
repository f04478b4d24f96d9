import type { z } from "zod";

/** One thing wrong in the catalogue, located by file and JSON path. */
export interface Problem {
  file: string;
  path: string;
  message: string;
}

export function formatProblem(problem: Problem): string {
  return problem.path ? `${problem.file}: ${problem.path}: ${problem.message}` : `${problem.file}: ${problem.message}`;
}

/** `["blocks", 3, "title"]` → `blocks[3].title` */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** What a JSON value of each kind is called in a message to an editor. */
const kindWords: Record<string, string> = {
  string: "text in quotes",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list [ … ]",
  object: "an object { … }",
};

function foundWord(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "a list";
  if (typeof input === "string") return `text (${JSON.stringify(input)})`;
  if (typeof input === "object") return "an object";
  return `${typeof input === "number" ? "a number" : typeof input} (${String(input)})`;
}

/** zod's wording made into an editor's: what is wrong, then what to do. */
function editorMessage(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((key) => `"${key}"`).join(", ");
    return `${keys} ${issue.keys.length === 1 ? "is not a field" : "are not fields"} here: check the spelling, or remove ${issue.keys.length === 1 ? "it" : "them"}`;
  }
  if (issue.code === "invalid_type") {
    // A schema that says in its own words what to do (a key that must not be there) is heard.
    if (!issue.message.startsWith("Invalid input")) return issue.message;
    const expected = kindWords[issue.expected] ?? issue.expected;
    const field = issue.path.at(-1);
    const name = typeof field === "string" ? `"${field}"` : "this entry";
    if (value === undefined) return `${name} is missing: add it (${expected})`;
    return `expected ${expected}, found ${foundWord(value)}`;
  }
  return issue.message;
}

/** The value at `path` in `raw`, or undefined where the path leads nowhere. */
function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** One problem per zod issue, located by file and JSON path; `raw` is what the file held. */
export function problemsFromZod(file: string, error: z.ZodError, raw: unknown): Problem[] {
  return error.issues.map((issue) => ({
    file,
    path: formatPath(issue.path),
    message: editorMessage(issue, valueAt(raw, issue.path)),
  }));
}

export class CatalogueError extends Error {
  readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[]) {
    super(`The catalogue has ${problems.length} problem(s):\n${problems.map(formatProblem).join("\n")}`);
    this.name = "CatalogueError";
    this.problems = problems;
  }
}

/** JSON.parse's message, with the line and column where the file stops being JSON. */
export function jsonErrorMessage(error: Error, text: string): string {
  const position = /position (\d+)/.exec(error.message)?.[1];
  if (position === undefined && !/end of JSON/.test(error.message)) return error.message;
  const offset = position === undefined ? text.length : Number(position);
  const before = text.slice(0, offset).split("\n");
  const where = `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
  return /line \d+/.test(error.message) ? error.message : `${error.message} (${where})`;
}
