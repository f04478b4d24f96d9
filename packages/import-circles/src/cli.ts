// `npm run lint`: fails when any source file of apps/ or packages/ reaches itself through its
// imports, type-only imports included. Arguments name other workspace folders to read instead.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { circleThrough, tangles } from "./circles";
import { importGraph, repoRoot } from "./import-graph";

/** Every workspace folder of the repository: each folder of apps/ and of packages/. */
export function workspacesOf(root: string): string[] {
  return ["apps", "packages"].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(root, group, entry.name)),
  );
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
  const result = checkCircles(workspaces, named.length > 0 ? process.cwd() : repoRoot);
  for (const line of result.lines) (result.ok ? console.log : console.error)(line);
  process.exitCode = result.ok ? 0 : 1;
}
