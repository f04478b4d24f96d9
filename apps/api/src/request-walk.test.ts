import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The contact request's walk as decision 020 records it, checked against the code: a record that
// drifts from the files, or a file that starts calling back up the walk, fails here.
const repo = new URL("../../../", import.meta.url).pathname;
const record = readFileSync(join(repo, "docs/decisions/020-a-request-walks-straight.md"), "utf8");
const walk = [...record.matchAll(/^\d+\. `([^`]+)`:/gm)].map((match) => match[1] as string);

/** The repository files a source file imports by a relative path (static and dynamic imports). */
function localImports(file: string): string[] {
  const source = readFileSync(join(repo, file), "utf8");
  const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(?\s*)"(\.{1,2}\/[^"]+)"/g)].map((m) => m[1] as string);
  return specifiers.flatMap((specifier) => {
    const base = join(dirname(join(repo, file)), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(
      (candidate) => existsSync(candidate) && !candidate.endsWith("/"),
    );
    return found ? [relative(repo, found)] : [];
  });
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

  it("has the lead writer call nothing above it: it imports only the database layer", () => {
    const writer = walk.find((file) => file.endsWith("lead-writer.ts")) ?? "";
    expect(localImports(writer).filter((imported) => !imported.startsWith("apps/api/src/db/"))).toEqual([]);
    expect(readFileSync(join(repo, writer), "utf8")).not.toMatch(/onCommit|=>\s*void\)\s*\|\s*null/);
  });
});
