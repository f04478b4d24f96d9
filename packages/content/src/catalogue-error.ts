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

export function problemsFromZod(file: string, error: z.ZodError): Problem[] {
  return error.issues.map((issue) => {
    const keys = issue.code === "unrecognized_keys" ? `: ${issue.keys.join(", ")}` : "";
    return { file, path: formatPath(issue.path), message: `${issue.message}${keys}` };
  });
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
