// Every page of the build, checked by the W3C's Nu HTML Checker: an error fails the test, with
// the page, the line and the checker's words. One Java process checks the build and a page of
// known mistakes together, so the test also shows the checker finds what it should.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEnv } from "../../env";
import { builtPages } from "./built-pages";
import { type HtmlError, htmlErrors } from "./nu-checker";

const clientDir = join(buildEnv.buildDir, "client");
const pages = builtPages(clientDir);
const scratch = mkdtempSync(join(tmpdir(), "html-check-"));
const mistakes = join(scratch, "mistakes.html");
let errors: HtmlError[] = [];

beforeAll(() => {
  // An address token meant for a textarea on an input, and readonly where the type allows none.
  writeFileSync(
    mistakes,
    `<!DOCTYPE html><html lang="en"><head><title>Mistakes</title></head><body><form>
<input name="address" autocomplete="street-address">
<input type="hidden" name="source" value="x" readonly>
</form></body></html>`,
  );
  errors = htmlErrors([...pages, mistakes]);
  // One JVM start and a parse of every page: seconds alone, far more on a busy 2-core machine.
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the Nu HTML Checker", () => {
  it("names the file, line and error of a page with known mistakes", () => {
    const found = errors.filter((error) => error.file === mistakes);
    expect(found.map((error) => error.line)).toEqual(expect.arrayContaining([2, 3]));
    expect(found.some((error) => /street-address/.test(error.message))).toBe(true);
    expect(found.some((error) => /readonly/.test(error.message))).toBe(true);
  });

  it("finds no error on any page of the build", () => {
    // Every page of the sitemap is among those checked (and the 404 and noindex pages beside them).
    const sitemap = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
    const listed = [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(([, path]) =>
      join(clientDir, path ?? "/", "index.html"),
    );
    expect(listed.length, "pages in sitemap.xml").toBeGreaterThan(0);
    expect(pages).toEqual(expect.arrayContaining(listed));
    const onPages = errors
      .filter((error) => error.file !== mistakes)
      .map(
        (error) => `${relative(clientDir, error.file)}:${error.line ?? "?"}: ${error.message} (${error.extract ?? ""})`,
      );
    expect(onPages).toEqual([]);
  });
});
