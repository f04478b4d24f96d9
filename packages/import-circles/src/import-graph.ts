import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import ts from "typescript";

/** Each source file, by absolute path, and the source files it imports (type-only imports included). */
export type ImportGraph = Map<string, string[]>;

// Built or generated output, and installed packages: not this project's source.
const skippedFolders = new Set([
  ".git",
  ".react-router",
  ".test-builds",
  ".turbo",
  "build",
  "dist",
  "node_modules",
  "test-results",
]);
const sourceName = /\.(?:[cm]?[jt]sx?)$/;
const declarationName = /\.d\.[cm]?ts$/;

/** The source files under `dir`, declaration files and built or installed folders left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourceFiles(path);
    return sourceName.test(entry.name) && !declarationName.test(entry.name) ? [path] : [];
  });
}

// Used where a workspace has no tsconfig.json of its own (a fixture): the base's resolution.
const defaults: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
};

/** The workspace's own compiler options (paths, rootDirs, conditions), JavaScript allowed. */
function compilerOptions(workspace: string): ts.CompilerOptions {
  const file = join(workspace, "tsconfig.json");
  if (!ts.sys.fileExists(file)) return { ...defaults, allowJs: true };
  const parsed = ts.getParsedCommandLineOfConfigFile(file, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} });
  return { ...(parsed?.options ?? defaults), allowJs: true };
}

/** What one file imports: `import`, `import type`, `export … from`, `import()` and `require()`. */
function specifiers(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return info.importedFiles.map((imported) => imported.fileName);
}

/**
 * The source file a resolution landed on: a JavaScript module typed by a declaration beside it
 * (`x.d.mts` for `x.mjs`) is the module itself; anything outside `files` is none.
 */
function withoutDeclaration(resolved: string, files: ReadonlySet<string>): string | undefined {
  if (files.has(resolved)) return resolved;
  const module = resolved.replace(/\.d\.([cm]?)ts$/, ".$1js");
  return files.has(module) ? module : undefined;
}

/** One import: the importing file, the file it lands on, and the specifier as written. */
export interface ImportEdge {
  from: string;
  to: string;
  specifier: string;
}

/**
 * Every import between the source files of `workspaces`. Specifiers resolve as the compiler
 * resolves them for the importing workspace, through package names (`@brightwater/content` is the
 * content package's source, by its `exports`); an import that lands outside the scanned files (an
 * installed package, generated types, a stylesheet) is no edge.
 */
export function importEdges(workspaces: readonly string[]): { files: string[]; edges: ImportEdge[] } {
  const filesOf = new Map(workspaces.map((workspace) => [workspace, sourceFiles(workspace)]));
  const files = new Set([...filesOf.values()].flat());
  const edges: ImportEdge[] = [];
  for (const [workspace, own] of filesOf) {
    const options = compilerOptions(workspace);
    const host = ts.createModuleResolutionCache(workspace, (name) => name, options);
    for (const from of own) {
      for (const specifier of new Set(specifiers(from))) {
        const found = ts.resolveModuleName(specifier, from, options, ts.sys, host).resolvedModule;
        const to = found && withoutDeclaration(found.resolvedFileName, files);
        if (to) edges.push({ from, to, specifier });
      }
    }
  }
  return { files: [...files], edges };
}

/** The import graph of every source file in `workspaces` (importEdges, by importing file). */
export function importGraph(workspaces: readonly string[]): ImportGraph {
  const { files, edges } = importEdges(workspaces);
  const graph: ImportGraph = new Map(files.map((file) => [file, []]));
  for (const { from, to } of edges) {
    const targets = graph.get(from) ?? [];
    if (!targets.includes(to)) targets.push(to);
  }
  return graph;
}

/** The repository: this file is `packages/import-circles/src/import-graph.ts`. */
export const repoRoot = dirname(dirname(dirname(dirname(new URL(import.meta.url).pathname))));
