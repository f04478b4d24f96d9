// `npm run lint`: fails when any source file of the workspaces (apps/, packages/, scripts/) reaches
// itself through its imports, type-only imports included, or imports against the floors of
// `import-floors.json` (floors.ts). Arguments name other workspace folders to read instead.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { circleThrough, tangles } from "./circles";
import { floorProblems, readFloors } from "./floors";
import { importEdges, importGraph, repoRoot } from "./import-graph";

/** Every workspace folder of the repository: each folder of apps/ and of packages/, and scripts/. */
export function workspacesOf(root: string): string[] {
  return [
    ...["apps", "packages"].flatMap((group) =>
      readdirSync(join(root, group), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(root, group, entry.name)),
    ),
    join(root, "scripts"),
  ];
}

/** What the floor check prints, and whether it passed (no `import-floors.json`: nothing to check). */
export function checkFloors(workspaces: readonly string[], root: string): { ok: boolean; lines: string[] } {
  const rules = readFloors(root);
  if (!rules) return { ok: true, lines: [] };
  const { edges } = importEdges(workspaces);
  const problems = floorProblems(
    root,
    rules,
    edges,
    workspaces.map((workspace) => relative(root, workspace)),
  );
  if (problems.length === 0) return { ok: true, lines: [`No import against the floors in ${edges.length} imports.`] };
  return {
    ok: false,
    lines: [...problems, `${problems.length} import(s) against the floors of import-floors.json: move the code down.`],
  };
}

/** What the check prints, and whether it passed. */
export function checkCircles(workspaces: readonly string[], root: string): { ok: boolean; lines: string[] } {
  const graph = importGraph(workspaces);
  const found = tangles(graph);
  if (found.length === 0) return { ok: true, lines: [`No import circle in ${graph.size} source files.`] };
  const lines = found.map((tangle) => {
    const circle = circleThrough(graph, tangle).map((file) => relative(root, file));
    const files = tangle.length === 1 ? "1 file" : `${tangle.length} files`;
    return `import circle (${files}): ${circle.join(" → ")}`;
  });
  return {
    ok: false,
    lines: [...lines, `${found.length} import circle(s): move the shared type or value to a module of its own.`],
  };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const named = process.argv.slice(2);
  const workspaces = named.length > 0 ? named.map((dir) => join(process.cwd(), dir)) : workspacesOf(repoRoot);
  const root = named.length > 0 ? process.cwd() : repoRoot;
  const results = [checkCircles(workspaces, root), checkFloors(workspaces, root)];
  for (const result of results) for (const line of result.lines) (result.ok ? console.log : console.error)(line);
  process.exitCode = results.every((result) => result.ok) ? 0 : 1;
}
