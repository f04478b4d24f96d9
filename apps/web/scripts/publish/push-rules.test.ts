import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pushLimits, pushProblems } from "./push-rules";

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) rmSync(dirs.pop() as string, { recursive: true, force: true });
});

const catalogue = "packages/content/catalogue";

/** A real repository: a release's first commit, then what a push changes, committed. */
function repository() {
  const dir = mkdtempSync(join(tmpdir(), "push-rules-"));
  dirs.push(dir);
  const git = (...args: string[]) => {
    const result = spawnSync("git", ["-C", dir, "-c", "user.name=T", "-c", "user.email=t@example.com", ...args], {
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(result.stderr);
    return result.stdout.trim();
  };
  const write = (path: string, text: string | Buffer) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  git("init", "-q", "-b", "main");
  write(`${catalogue}/cities/clemmons.json`, "{}\n");
  write("scripts/serve.mjs", "// the service's start\n");
  git("add", "-A");
  git("commit", "-qm", "Release");
  const live = git("rev-parse", "HEAD");
  const push = () => {
    git("add", "-A");
    git("commit", "-qm", "Push");
    return pushProblems(dir, live, git("rev-parse", "HEAD"));
  };
  return { dir, git, write, push };
}

describe("what a push may change, from git's objects", () => {
  it("counts both sides of a rename into the catalogue: the file it takes away is code", () => {
    const repo = repository();
    repo.git("mv", "scripts/serve.mjs", `${catalogue}/cities/serve.json`);
    expect(repo.push()).toEqual({ code: ["scripts/serve.mjs"], problems: [] });
  });

  it("reads any Unicode name as it is: a catalogue file named café-notes.md is the catalogue's", () => {
    const repo = repository();
    repo.write(`${catalogue}/articles/café-notes.md`, "notes\n");
    expect(repo.push()).toEqual({ code: [], problems: [] });
  });

  it("refuses a link in the catalogue, to a file that exists or to none", () => {
    const repo = repository();
    symlinkSync("/etc/passwd", join(repo.dir, catalogue, "cities/x.json"));
    symlinkSync("/etc/nologin", join(repo.dir, catalogue, "published-paths.json"));
    expect(repo.push().problems).toEqual([
      { file: `${catalogue}/cities/x.json`, rule: "is a symbolic link: a push may bring files only" },
      { file: `${catalogue}/published-paths.json`, rule: "is a symbolic link: a push may bring files only" },
    ]);
  });

  it("refuses a submodule", () => {
    const repo = repository();
    const commit = repo.git("rev-parse", "HEAD");
    repo.git("update-index", "--add", "--cacheinfo", `160000,${commit},${catalogue}/vendor`);
    repo.git("commit", "-qm", "Push");
    expect(pushProblems(repo.dir, repo.git("rev-parse", "HEAD~1"), repo.git("rev-parse", "HEAD")).problems).toEqual([
      { file: `${catalogue}/vendor`, rule: "is a submodule: a push may bring files only" },
    ]);
  });

  it("refuses a published-paths.json that is not a list, before anything is merged", () => {
    const repo = repository();
    repo.write(`${catalogue}/published-paths.json`, '<<<<<<< HEAD\n["/"]\n=======\n["/a"]\n>>>>>>> theirs\n');
    expect(repo.push().problems).toEqual([
      {
        file: `${catalogue}/published-paths.json`,
        rule: "is not a list of paths (JSON), which the server adds to at every publish",
      },
    ]);
  });

  it("refuses a push that removes published-paths.json", () => {
    const repo = repository();
    repo.write(`${catalogue}/published-paths.json`, '["/"]\n');
    repo.push();
    repo.git("rm", "-q", `${catalogue}/published-paths.json`);
    repo.git("commit", "-qm", "Removed");
    const problems = pushProblems(repo.dir, repo.git("rev-parse", "HEAD~1"), repo.git("rev-parse", "HEAD")).problems;
    expect(problems.map((problem) => problem.file)).toEqual([`${catalogue}/published-paths.json`]);
  });

  it("bounds a text file, a photograph and a whole push", () => {
    const repo = repository();
    repo.write(`${catalogue}/articles/long.md`, "x".repeat(pushLimits.textBytes + 1));
    repo.write(`${catalogue}/photos/fine.jpg`, Buffer.alloc(pushLimits.textBytes + 1));
    expect(repo.push().problems).toEqual([
      {
        file: `${catalogue}/articles/long.md`,
        rule: `is ${pushLimits.textBytes + 1} bytes; a text file may be at most ${pushLimits.textBytes}`,
      },
    ]);
  });
});
