import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { ImportEdge } from "./import-graph";

/**
 * Which way imports may run, read from `import-floors.json` at the repository's root. Each list
 * goes from the floor up; names on one floor are peers and import none of each other.
 * - `workspaces`: workspace folders. A file imports another workspace only from a floor below its
 *   own, by that workspace's package name, declared in its own package.json.
 * - `folders`: a source folder whose entries (folders or files) are ordered the same way. Its tests
 *   (`*.test.*`, `test/`) may import any floor.
 */
export interface FloorRules {
  workspaces: string[][];
  folders: Record<string, string[][]>;
}

export const floorsFile = "import-floors.json";

/** The rules of the repository at `root`; none when it has no `import-floors.json`. */
export function readFloors(root: string): FloorRules | undefined {
  const file = join(root, floorsFile);
  if (!existsSync(file)) return undefined;
  const rules = JSON.parse(readFileSync(file, "utf8")) as Partial<FloorRules>;
  return { workspaces: rules.workspaces ?? [], folders: rules.folders ?? {} };
}

/** Name → floor index. */
function floorIndex(floors: readonly string[][]): Map<string, number> {
  return new Map(floors.flatMap((names, floor) => names.map((name) => [name, floor] as const)));
}

const posix = (path: string) => path.split(sep).join("/");
const isTest = (path: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(path) || /(^|\/)(test|tests)\//.test(path);

/** The workspace folder (relative to root) holding `file`, the longest that matches. */
function workspaceOf(file: string, workspaces: readonly string[]): string | undefined {
  return workspaces
    .filter((workspace) => file === workspace || file.startsWith(`${workspace}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/** The package names a workspace's package.json declares it depends on. */
function declaredNames(root: string, workspace: string): Set<string> {
  const file = join(root, workspace, "package.json");
  if (!existsSync(file)) return new Set();
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, string> | undefined>;
  return new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
}

function packageName(root: string, workspace: string): string | undefined {
  const file = join(root, workspace, "package.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { name?: string }).name : undefined;
}

/** The problems of one import between two workspaces. */
function crossWorkspace(root: string, rules: FloorRules, edge: ImportEdge, from: string, to: string): string[] {
  const floors = floorIndex(rules.workspaces);
  const line = `${relative(root, edge.from)} → ${relative(root, edge.to)}`;
  const fromFloor = floors.get(from);
  const toFloor = floors.get(to);
  if (fromFloor === undefined || toFloor === undefined)
    return [`workspace not on a floor (${floorsFile}): ${fromFloor === undefined ? from : to}, in ${line}`];
  const problems: string[] = [];
  if (toFloor >= fromFloor) problems.push(`import back up: ${line} (${to} is not below ${from})`);
  const name = packageName(root, to);
  if (edge.specifier.startsWith("."))
    problems.push(`import by a relative path into another workspace: ${line} (import "${name ?? to}" instead)`);
  else if (name && !declaredNames(root, from).has(name))
    problems.push(`import of an undeclared workspace: ${line} (add "${name}" to ${from}/package.json)`);
  return problems;
}

/** The problems of one import inside a folder whose entries have floors. */
function insideFolder(root: string, folder: string, floors: readonly string[][], edge: ImportEdge): string[] {
  const from = posix(relative(join(root, folder), edge.from));
  const to = posix(relative(join(root, folder), edge.to));
  if (from.startsWith("..") || to.startsWith("..") || isTest(from) || isTest(to)) return [];
  const fromEntry = from.split("/")[0] as string;
  const toEntry = to.split("/")[0] as string;
  if (fromEntry === toEntry) return [];
  const index = floorIndex(floors);
  const line = `${folder}/${from} → ${folder}/${to}`;
  const fromFloor = index.get(fromEntry);
  const toFloor = index.get(toEntry);
  if (fromFloor === undefined || toFloor === undefined)
    return [`not on a floor (${floorsFile}): ${folder}/${fromFloor === undefined ? fromEntry : toEntry}, in ${line}`];
  if (toFloor < fromFloor) return [];
  return [`import back up: ${line} (${toEntry} is not below ${fromEntry})`];
}

/** Every import that runs against the floors, one line each; `workspaces`: the folders read, relative to root. */
export function floorProblems(
  root: string,
  rules: FloorRules,
  edges: readonly ImportEdge[],
  workspaces: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const edge of edges) {
    const from = workspaceOf(posix(relative(root, edge.from)), workspaces.map(posix));
    const to = workspaceOf(posix(relative(root, edge.to)), workspaces.map(posix));
    if (from && to && from !== to) problems.push(...crossWorkspace(root, rules, edge, from, to));
    for (const [folder, floors] of Object.entries(rules.folders))
      problems.push(...insideFolder(root, folder, floors, edge));
  }
  return [...new Set(problems)];
}
