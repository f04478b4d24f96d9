import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { expect, test } from "@playwright/test";

// The README promises that one workspace's tasks run with only Node and npm: its
// `npm run turbo -- test --filter=<workspace>` line, read from the README and run word for word as
// a newcomer would, on a fresh clone. docs/testing.md's line for one test file and one test in it
// runs next, in the same clone.
const repo = spawnSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).stdout.trim();

/** The first line of `file` that starts with `start`, without its comment. */
function commandLine(file: string, start: string): string {
  const line = readFileSync(join(repo, file), "utf8")
    .split("\n")
    .find((text) => text.startsWith(start));
  return line?.split(" #")[0]?.trim() ?? "";
}

/** A shell line's words as the shell gives them to the program: a "double-quoted" run is one word. */
function shellWords(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map(([, quoted, plain]) => quoted ?? plain ?? "");
}

/** Runs `line` in `dir` as a newcomer's shell does: nothing of this run's turbo or package manager. */
function run(dir: string, line: string): Promise<{ status: number | null; output: string }> {
  const [program = "", ...args] = shellWords(line);
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(TURBO_|npm_|PNPM_)/i.test(name)));
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd: dir, env });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) {
      stream.on("data", (chunk) => {
        output += chunk;
      });
    }
    child.on("close", (code) => resolve({ status: code, output: stripVTControlCharacters(output) }));
  });
}

test("the README's turbo command runs one workspace's tests from a clean clone, and the guide's one test of one file", async () => {
  // A clone installs its packages (from the local store) before turbo runs: minutes on a busy machine.
  test.setTimeout(600_000);
  const workspaceLine = commandLine("README.md", "npm run turbo -- test --filter=");
  const oneTestLine = commandLine("docs/testing.md", "npm run turbo -- test --filter=");
  expect(workspaceLine, "the README's Development block has an npm run turbo -- test --filter=… line").toMatch(/^npm /);
  expect(oneTestLine, "docs/testing.md gives the line for one test: … -- <file> -t <name>").toMatch(/ -- \S+ -t /);
  const workspace = /--filter=(\S+)/.exec(workspaceLine)?.[1] ?? "";
  const dir = mkdtempSync(join(tmpdir(), "readme-turbo-"));
  try {
    const clone = join(dir, "site");
    expect(spawnSync("git", ["clone", "--quiet", repo, clone]).status).toBe(0);
    const all = await run(clone, workspaceLine);
    expect(all.output).toMatch(new RegExp(`${workspace}:test: +Tests +\\d+ passed`));
    expect(all.output).toMatch(/Tasks: +1 successful, 1 total/);
    expect(all.status, all.output).toBe(0);
    // One file, one test of it: the others in that file are skipped, no other file runs.
    const one = await run(clone, oneTestLine);
    expect(one.output).toMatch(/Test Files +1 passed \(1\)/);
    expect(one.output).toMatch(/Tests +1 passed \| \d+ skipped/);
    expect(one.status, one.output).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
