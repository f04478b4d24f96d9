import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The contact request's walk as decision 020 records it, checked against the code: a record that
// drifts from the files, or a file that starts calling back up the walk, fails here.
const repo = new URL("../../../", import.meta.url).pathname;
const record = readFileSync(join(repo, "docs/decisions/020-a-request-walks-straight.md"), "utf8");
const walk = [...record.matchAll(/^\d+\. `([^`]+)`:/gm)].map((match) => match[1] as string);

// Each workspace package by name, with its directory and its `exports` map.
const packages = new Map(
  ["apps", "packages"].flatMap((group) =>
    readdirSync(join(repo, group)).flatMap((name) => {
      const file = join(repo, group, name, "package.json");
      if (!existsSync(file)) return [];
      const manifest = JSON.parse(readFileSync(file, "utf8")) as { name: string; exports?: Record<string, string> };
      return [[manifest.name, { dir: join(group, name), exports: manifest.exports ?? {} }] as const];
    }),
  ),
);

/** The repository file a specifier names: a relative path, or a workspace package's export. */
function resolveSpecifier(file: string, specifier: string): string | undefined {
  if (specifier.startsWith(".")) {
    const base = join(dirname(join(repo, file)), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    return found ? relative(repo, found) : undefined;
  }
  const name = specifier.match(/^@brightwater\/[^/]+/)?.[0] ?? "";
  const target = packages.get(name)?.exports[`.${specifier.slice(name.length)}`];
  return target ? join(packages.get(name)?.dir ?? "", target) : undefined;
}

const specifiers = (file: string) =>
  [
    ...readFileSync(join(repo, file), "utf8").matchAll(
      /(?:from\s+|import\s*\(?\s*)"((?:\.{1,2}\/|@brightwater\/)[^"]+)"/g,
    ),
  ].map((match) => match[1] as string);

// A package's index only passes its modules on: importing it is importing what it re-exports.
const isBarrel = (file: string) => /^packages\/[^/]+\/src\/index\.tsx?$/.test(file);

/**
 * The repository files a source file imports (static and dynamic imports), relative and through
 * the workspace packages (`@brightwater/contracts` is the contracts' index, and so each module
 * it re-exports).
 */
function localImports(file: string): string[] {
  const direct = specifiers(file).flatMap((specifier) => resolveSpecifier(file, specifier) ?? []);
  return [...new Set(direct.flatMap((imported) => (isBarrel(imported) ? localImports(imported) : [imported])))];
}

/** Every repository file `file` reaches through its imports, itself left out. */
function reached(file: string, seen = new Set<string>()): Set<string> {
  for (const imported of localImports(file)) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    reached(imported, seen);
  }
  return seen;
}

// Both ends read the contract (the form's limits, the route's body schema): it calls no step.
const isContract = (file: string) => file === "packages/contracts/src/contact.ts";

describe("a contact request's walk (decision 020)", () => {
  it("lists at most ten files that exist, each once, from the form to the outbox", () => {
    expect(walk.length).toBeGreaterThan(0);
    expect(walk.length).toBeLessThanOrEqual(10);
    expect(new Set(walk).size).toBe(walk.length);
    for (const file of walk) expect(existsSync(join(repo, file)), file).toBe(true);
    expect(walk[0]).toMatch(/contact-form/);
    expect(walk.at(-1)).toMatch(/outbox/);
  });

  it("has every step import only steps after it: no arrow runs back up", () => {
    const upward = walk.flatMap((file, index) =>
      localImports(file)
        .filter((imported) => walk.indexOf(imported) !== -1 && walk.indexOf(imported) < index && !isContract(imported))
        .map((imported) => `${file} imports ${imported}`),
    );
    expect(upward).toEqual([]);
  });

  it("follows package imports: the form's rules and the route's body both come from the contract", () => {
    const [form] = walk;
    expect(localImports(form ?? "")).toContain("packages/contracts/src/api-request.ts");
    // The browser's rules are built from the contract's field table; the server checks the schema built from it.
    expect([...reached(form ?? "")]).toContain("packages/contracts/src/limits.ts");
    const route = walk.find((file) => file.includes("/routes/")) ?? "";
    expect(localImports(route)).toContain("packages/contracts/src/contact.ts");
    expect(localImports("packages/contracts/src/contact.ts")).toContain("packages/contracts/src/limits.ts");
  });

  it("has the lead writer call nothing above it: it imports only the database layer", () => {
    const writer = walk.find((file) => file.endsWith("lead-writer.ts")) ?? "";
    // The shared packages (the contracts' types and limits) sit below every layer of the API.
    const above = localImports(writer).filter((imported) => !/^(apps\/api\/src\/db|packages)\//.test(imported));
    expect(above).toEqual([]);
    expect(readFileSync(join(repo, writer), "utf8")).not.toMatch(/onCommit|=>\s*void\)\s*\|\s*null/);
  });
});

// The guide a newcomer opens to follow a lead: each file it names must be there to open.
describe("the guide from the form to the inbox", () => {
  it("names only files that exist", () => {
    const guide = readFileSync(join(repo, "docs/a-lead-from-form-to-inbox.md"), "utf8");
    const named = [...guide.matchAll(/`((?:apps|packages|docs)\/[^`\s]+\.[a-z]+)`/g)].map(
      (match) => match[1] as string,
    );
    expect(named.length).toBeGreaterThanOrEqual(8);
    expect(named.filter((path) => !existsSync(join(repo, path)))).toEqual([]);
  });
});
