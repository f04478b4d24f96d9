// What a push may change, read from git's own objects (decision 037): every path on both sides of
// a rename, names as git stores them (-z: any Unicode, never quoted), each entry's mode, and each
// blob's size. A name alone says nothing of what a file is: a catalogue "file" may be a link to
// /etc/passwd, a submodule, or 20 MB that stalls the renderer.
import { spawnSync } from "node:child_process";
import { catalogueFolder, codeChanges } from "./catalogue-only";
import { pathList } from "./pull-state";

/** Bounds no real catalogue meets (its largest file is 17 KB of text, 485 KB of photograph). */
export const pushLimits = {
  textBytes: 256 * 1024,
  photoBytes: 10 * 1024 * 1024,
  pushBytes: 40 * 1024 * 1024,
  files: 500,
};

const photo = /\.(jpe?g|png|webp|avif)$/i;
const modeNames: Record<string, string> = {
  "120000": "a symbolic link",
  "160000": "a submodule",
  "040000": "a folder",
};

/** One change of a push, as `git diff --raw` gives it: both modes, the new blob, and the path. */
export interface Change {
  oldMode: string;
  newMode: string;
  blob: string;
  status: string;
  path: string;
}

export interface PushProblem {
  file: string;
  rule: string;
}

/** git's raw output, bytes as they are: names are UTF-8, split on NUL. */
function gitZ(root: string, args: string[]): string[] {
  const result = spawnSync("git", ["-C", root, ...args], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr.trim()}`);
  return result.stdout.split("\0");
}

/** Every path a fast-forward from `from` to `to` would touch: a rename is its old path removed and its new one added. */
export function pushChanges(root: string, from: string, to: string): Change[] {
  const fields = gitZ(root, ["diff", "--raw", "-z", "--no-renames", "--no-abbrev", "--no-ext-diff", from, to]);
  const changes: Change[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const [oldMode = "", newMode = "", , blob = "", status = ""] = (fields[index] ?? "").replace(/^:/, "").split(" ");
    changes.push({ oldMode, newMode, blob, status, path: fields[index + 1] ?? "" });
  }
  return changes;
}

/** The size of each blob, asked of git in one run. */
function blobSizes(root: string, blobs: string[]): Map<string, number> {
  if (blobs.length === 0) return new Map();
  const result = spawnSync("git", ["-C", root, "cat-file", "--batch-check=%(objectname) %(objectsize)"], {
    input: `${blobs.join("\n")}\n`,
    encoding: "utf8",
  });
  const sizes = new Map<string, number>();
  for (const line of result.stdout.split("\n")) {
    const [name, size] = line.split(" ");
    if (name && size) sizes.set(name, Number(size));
  }
  return sizes;
}

/** Whether a blob is a JSON list of paths, as published-paths.json must be before a pull may merge it. */
function listOfPaths(root: string, blob: string): boolean {
  const result = spawnSync("git", ["-C", root, "cat-file", "blob", blob], { encoding: "utf8", maxBuffer: 1 << 24 });
  return result.status === 0 && pathList(result.stdout) !== null;
}

/** Links and submodules anywhere in the catalogue the push brings, not only in what it changed. */
function linksIn(root: string, to: string): PushProblem[] {
  const entries = gitZ(root, ["ls-tree", "-r", "-z", "--full-tree", to, "--", catalogueFolder]);
  return entries
    .map((entry) => ({ mode: entry.slice(0, 6), path: entry.slice(entry.indexOf("\t") + 1) }))
    .filter(({ mode }) => mode === "120000" || mode === "160000")
    .map(({ mode, path }) => ({ file: path, rule: `is ${modeNames[mode]}: the catalogue holds files only` }));
}

/**
 * What in a push a publish may not take, each with its path and the rule: files outside the
 * catalogue are code (a release's), not a refusal, and are answered apart (`code`).
 */
export function pushProblems(root: string, from: string, to: string): { code: string[]; problems: PushProblem[] } {
  const changes = pushChanges(root, from, to);
  const code = codeChanges(changes.map((change) => change.path));
  const problems: PushProblem[] = [];
  if (changes.length > pushLimits.files)
    problems.push({
      file: catalogueFolder,
      rule: `changes ${changes.length} files; a push may change at most ${pushLimits.files}`,
    });
  const added = changes.filter((change) => change.status !== "D");
  for (const change of added) {
    if (change.newMode !== "100644" && change.newMode !== "100755")
      problems.push({
        file: change.path,
        rule: `is ${modeNames[change.newMode] ?? `mode ${change.newMode}`}: a push may bring files only`,
      });
  }
  const sizes = blobSizes(
    root,
    added.map((change) => change.blob),
  );
  let total = 0;
  for (const change of added) {
    const size = sizes.get(change.blob) ?? 0;
    total += size;
    const limit = photo.test(change.path) ? pushLimits.photoBytes : pushLimits.textBytes;
    if (size > limit)
      problems.push({
        file: change.path,
        rule: `is ${size} bytes; a ${photo.test(change.path) ? "photograph" : "text file"} may be at most ${limit}`,
      });
  }
  if (total > pushLimits.pushBytes)
    problems.push({
      file: catalogueFolder,
      rule: `brings ${total} bytes; a push may bring at most ${pushLimits.pushBytes}`,
    });
  const reported = new Set(problems.map((problem) => problem.file));
  problems.push(...linksIn(root, to).filter((problem) => !reported.has(problem.file)));
  const record = `${catalogueFolder}published-paths.json`;
  if (
    changes.some((change) => change.path === record && change.status === "D") &&
    !added.some((change) => change.path === record)
  )
    problems.push({
      file: record,
      rule: "is removed: it is the record of every path the site has published, which only grows",
    });
  const changed = added.find((change) => change.path === record);
  if (changed && !problems.some((problem) => problem.file === record) && !listOfPaths(root, changed.blob))
    problems.push({ file: record, rule: "is not a list of paths (JSON), which the server adds to at every publish" });
  return { code, problems };
}
