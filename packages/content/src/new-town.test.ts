// Adding a town must never turn a test red: the whole content suite runs again on a copy of the
// shipped catalogue with one more town (a fixture with facts of its own, none of the other tests'
// towns), through CATALOGUE_DIR, after content:check has recorded its page as a marketer runs it.
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { checkCatalogue } from "./checks/check";
import { catalogueCopy } from "./test/catalogue-copy";
import walkertown from "./test/walkertown.json" with { type: "json" };

const packageDir = new URL("..", import.meta.url).pathname;
const vitest = new URL("../node_modules/.bin/vitest", import.meta.url).pathname;
// This file, and the tests that never read a catalogue (a new town cannot change them): the
// second run stays short.
const notAgain = [
  "src/new-town.test.ts",
  "src/json-schemas.test.ts",
  "src/offer-window.test.ts",
  "src/review-links.test.ts",
  "src/similarity.test.ts",
  "src/travel.test.ts",
  "src/photos/pipeline.test.ts",
];

/** The content suite on the catalogue in `dir`: exit code and what it printed. */
function contentSuite(dir: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const excludes = notAgain.flatMap((file) => ["--exclude", file]);
    const child = spawn(vitest, ["run", ...excludes, "--reporter=dot"], {
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
