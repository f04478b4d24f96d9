// @vitest-environment node
// Every command a README or guide gives runs with only Node and npm: each `npm run X` names a
// script of the package.json where it runs, each `npm run turbo -- X` a task turbo knows, and no
// line calls a bare `pnpm` (there is none on a newcomer's PATH). Commands are read from ```sh
// blocks and from inline code that starts with `npm` or `pnpm`; decision records, which tell what
// was run then, are left out. (Running each cheap command word for word is the job of the tests
// that own it, e.g. spell-check.test.ts for `npm run spell`.)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repo = join(dirname(fileURLToPath(import.meta.url)), "../../..");

/** The READMEs and guides a reader follows: the root's, each workspace's and docs/ (not its decisions). */
function documents(root: string): string[] {
  const workspaces = ["apps", "packages"].flatMap((group) =>
    existsSync(join(root, group)) ? readdirSync(join(root, group)).map((name) => join(group, name, "README.md")) : [],
  );
  const docs = existsSync(join(root, "docs"))
    ? readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" })
        .filter((path) => path.endsWith(".md") && !path.startsWith("decisions"))
        .map((path) => join("docs", path))
    : [];
  return ["README.md", ...workspaces, ...docs].filter((path) => existsSync(join(root, path)));
}

interface Command {
  /** Where the reader runs it, relative to the repository's root ("" for the root). */
  dir: string;
  text: string;
  line: number;
}

/** A `cd` into a folder of the repository moves there; any other (a release on a server) is a clone's root. */
function cdTarget(root: string, dir: string, target: string): string {
  const inside = join(dir, target);
  return !target.startsWith("/") && existsSync(join(root, inside)) ? inside : "";
}

/** Each command of a shell line, with the folder it runs in; a `cd` carries to the lines after it. */
function splitShellLine(root: string, state: { dir: string }, text: string, line: number): Command[] {
  const commands: Command[] = [];
  for (const part of text.split(/&&|;|\|/).map((piece) => piece.trim())) {
    const cd = /^cd\s+(\S+)$/.exec(part);
    if (cd) state.dir = cdTarget(root, state.dir, cd[1] ?? "");
    else if (part) commands.push({ dir: state.dir, text: part, line });
  }
  return commands;
}

/** The shell commands of one Markdown text: ```sh lines and inline `npm …` / `pnpm …` code. */
function commandsOf(root: string, markdown: string): Command[] {
  const commands: Command[] = [];
  let shell: { dir: string } | undefined;
  markdown.split("\n").forEach((raw, index) => {
    const text = raw.trim();
    if (/^```/.test(text)) {
      shell = shell ? undefined : /^```sh\s*$/.test(text) ? { dir: "" } : undefined;
      return;
    }
    if (shell) {
      const withoutComment = text.replace(/(^|\s)#.*$/, "").trim();
      if (withoutComment) commands.push(...splitShellLine(root, shell, withoutComment, index + 1));
      return;
    }
    for (const [, code = ""] of raw.matchAll(/`([^`]+)`/g)) {
      if (/^(npm|pnpm|npx)\s/.test(code)) commands.push(...splitShellLine(root, { dir: "" }, code, index + 1));
    }
  });
  return commands;
}

const scriptsCache = new Map<string, Record<string, string>>();
function scriptsOf(root: string, dir: string): Record<string, string> | undefined {
  const file = join(root, dir, "package.json");
  if (!existsSync(file)) return undefined;
  if (!scriptsCache.has(file)) scriptsCache.set(file, JSON.parse(readFileSync(file, "utf8")).scripts ?? {});
  return scriptsCache.get(file);
}

/** The folders of the workspaces by package name. */
function workspacesByName(root: string): Map<string, string> {
  const byName = new Map<string, string>();
  for (const group of ["apps", "packages"]) {
    if (!existsSync(join(root, group))) continue;
    for (const name of readdirSync(join(root, group))) {
      const file = join(root, group, name, "package.json");
      if (existsSync(file)) byName.set(JSON.parse(readFileSync(file, "utf8")).name, join(group, name));
    }
  }
  return byName;
}

/** What is wrong with `npm run turbo -- <args>`: a task turbo.json does not define, or a workspace without it. */
function turboProblem(root: string, args: string[]): string | undefined {
  const [first = "", second = ""] = args;
  const task = first === "run" ? second : first;
  if (!task || task.startsWith("<")) return undefined;
  const tasks = Object.keys(JSON.parse(readFileSync(join(root, "turbo.json"), "utf8")).tasks ?? {});
  if (!tasks.some((name) => name === task || name.endsWith(`#${task}`))) return `turbo.json has no task "${task}"`;
  const filter = args.find((arg) => arg.startsWith("--filter="))?.slice("--filter=".length);
  if (!filter) return undefined;
  const dir = workspacesByName(root).get(filter);
  if (dir === undefined) return `no workspace is called ${filter}`;
  return scriptsOf(root, dir)?.[task] ? undefined : `${filter} has no script "${task}"`;
}

/** What is wrong with one command, or undefined when it runs with only Node and npm as written. */
function problemOf(root: string, command: Command): string | undefined {
  const words = command.text.split(/\s+/).filter((word) => !/^[A-Z_][A-Z0-9_]*=/.test(word));
  const [program, verb, ...rest] = words;
  if (program === "pnpm") return "a bare pnpm is not on a machine with only Node and npm";
  if (program !== "npm") return undefined;
  const script =
    verb === "start" || verb === "test" ? verb : verb === "run" ? rest.find((w) => !w.startsWith("-")) : "";
  if (!script || script.startsWith("<") || script.startsWith("[")) return undefined;
  const scripts = scriptsOf(root, command.dir);
  if (!scripts) return `${command.dir || "the root"} has no package.json`;
  if (!scripts[script]) return `${join(command.dir, "package.json")} has no script "${script}"`;
  if (script === "turbo") return turboProblem(root, rest.slice(rest.indexOf("--") + 1));
  return undefined;
}

/** Every command of every document that would not run, as "file:line: command: why". */
function brokenCommands(root: string): string[] {
  return documents(root).flatMap((path) =>
    commandsOf(root, readFileSync(join(root, path), "utf8")).flatMap((command) => {
      const problem = problemOf(root, command);
      return problem ? [`${relative(root, join(root, path))}:${command.line}: ${command.text}: ${problem}`] : [];
    }),
  );
}

describe("the commands the READMEs and guides give", () => {
  it("finds a bare pnpm, a missing script, a script of another folder and an unknown turbo task in a document", () => {
    const markdown = [
      "Regenerate with `pnpm --filter @brightwater/content run schema`, then `npm run content:check`.",
      "```sh",
      "npm run no-such-script   # nothing by that name",
      "npm run turbo -- no-such-task --filter=@brightwater/content",
      "npm run turbo -- schema --filter=@brightwater/contracts",
      "cd packages/content && npm run content:check",
      "cd packages/content && npm run spell",
      "```",
    ].join("\n");
    const problems = commandsOf(repo, markdown).flatMap((command) => problemOf(repo, command) ?? []);
    expect(problems).toEqual([
      "a bare pnpm is not on a machine with only Node and npm",
      'package.json has no script "no-such-script"',
      'turbo.json has no task "no-such-task"',
      '@brightwater/contracts has no script "schema"',
      'packages/content/package.json has no script "content:check"',
    ]);
  });

  it("reads the root README's own commands, so the check below looks at what a reader copies", () => {
    const commands = commandsOf(repo, readFileSync(join(repo, "README.md"), "utf8")).map((command) => command.text);
    expect(commands).toContain("npm start");
    expect(commands).toContain("npm test");
  });

  it("names only scripts and turbo tasks that exist, and no bare pnpm, in every README and guide", () => {
    expect(brokenCommands(repo)).toEqual([]);
  });
});
