// Adding a town must never turn a test red: the whole content suite runs again on a copy of the
// shipped catalogue with one more town (a fixture with facts of its own, none of the other tests'
// towns), through CATALOGUE_DIR, after content:check has recorded its page as a marketer runs it:
// every test file that reads the catalogue under test.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { checkCatalogue } from "./checks/check";
import { catalogueCopy } from "./test/catalogue-copy";
import walkertown from "./test/walkertown.json" with { type: "json" };

const packageDir = new URL("..", import.meta.url).pathname;
const vitest = new URL("../node_modules/.bin/vitest", import.meta.url).pathname;

/**
 * The test files a new town can reach: those that read the catalogue under test (through
 * `catalogueUnderTest`, a `catalogueCopy` of it, or CATALOGUE_DIR). Every other test reads no
 * catalogue, or its own fixture, and gives the same result with one town more: the second run
 * leaves them out, found by what they read rather than by a list of names that goes stale when
 * files move.
 */
function testsReadingTheCatalogue(srcDir = join(packageDir, "src")): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts") && basename(file) !== "new-town.test.ts")
    .filter((file) =>
      /\b(catalogueUnderTest|catalogueCopy|CATALOGUE_DIR)\b/.test(readFileSync(join(srcDir, file), "utf8")),
    )
    .map((file) => relative(packageDir, join(srcDir, file)))
    .sort();
}

/** The content suite on the catalogue in `dir`: exit code and what it printed. */
function contentSuite(dir: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(vitest, ["run", ...testsReadingTheCatalogue(), "--reporter=dot"], {
      cwd: packageDir,
      env: { ...process.env, CATALOGUE_DIR: dir, NEW_TOWN_RUN: "1" },
    });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) {
      stream.on("data", (chunk) => {
        output += chunk;
      });
    }
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output }));
  });
}

describe.skipIf(process.env.NEW_TOWN_RUN === "1")("a new town", () => {
  // The suite again, in a child process: a minute or two while other work runs.
  it("passes content:check and every content test, with no test edited", { timeout: 600_000 }, async () => {
    const copy = catalogueCopy();
    copy.write("cities/walkertown.json", walkertown);
    const check = await checkCatalogue(copy.dir);
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    const suite = await contentSuite(copy.dir);
    expect(stripVTControlCharacters(suite.output)).toMatch(/Tests\s+\d+ passed/);
    expect(suite.status, suite.output).toBe(0);
  });
});

describe("the files the new town's run takes again", () => {
  it("are those that read the catalogue under test, found in any folder", () => {
    const dir = join(tmpdir(), `new-town-files-${process.pid}`);
    const write = (file: string, text: string) => {
      mkdirSync(join(dir, file, ".."), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    write("load/reads.test.ts", 'import { catalogueUnderTest } from "../test/catalogue-under-test";');
    write("checks/copies.test.ts", "const copy = catalogueCopy();");
    write("cli/spawns.test.ts", "spawn(cli, [], { env: { CATALOGUE_DIR: dir } });");
    write("facts/own-fixture.test.ts", "const rates = [{ apr: 9.99 }];");
    write("new-town.test.ts", "catalogueUnderTest");
    write("load/reader.ts", "catalogueUnderTest");
    expect(testsReadingTheCatalogue(dir).map((file) => file.replace(/^.*new-town-files-\d+\//, ""))).toEqual([
      "checks/copies.test.ts",
      "cli/spawns.test.ts",
      "load/reads.test.ts",
    ]);
    rmSync(dir, { recursive: true, force: true });
  });
});
