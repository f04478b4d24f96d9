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
 * The import graph of every source file in `workspaces`. Specifiers resolve as the compiler
 * resolves them for the importing workspace, through package names (`@brightwater/content` is the
 * content package's source, by its `exports`); an import that lands outside the scanned files (an
 * installed package, generated types, a stylesheet) is no edge.
 */
export function importGraph(workspaces: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  const optionsOf = new Map<string, ts.CompilerOptions>();
  for (const workspace of workspaces) {
    optionsOf.set(workspace, compilerOptions(workspace));
    for (const file of sourceFiles(workspace)) graph.set(file, []);
  }
  for (const workspace of workspaces) {
    const options = optionsOf.get(workspace) ?? defaults;
    const host = ts.createModuleResolutionCache(workspace, (name) => name, options);
    for (const file of sourceFiles(workspace)) {
      const targets = specifiers(file).flatMap((specifier) => {
        const found = ts.resolveModuleName(specifier, file, options, ts.sys, host).resolvedModule;
        return found && graph.has(found.resolvedFileName) ? [found.resolvedFileName] : [];
      });
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
}

/** The repository: this file is `packages/import-circles/src/import-graph.ts`. */
export const repoRoot = dirname(dirname(dirname(dirname(new URL(import.meta.url).pathname))));
