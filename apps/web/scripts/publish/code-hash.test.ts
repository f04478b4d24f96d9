import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { codeHash } from "./code-hash";

const root = mkdtempSync(join(tmpdir(), "code-hash-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, content: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), content);
}

// A repository in miniature: code, content, tests, a build and installed packages.
write("apps/web/app/routes/page.tsx", "export default 1;");
write("packages/renderer/src/page.tsx", "export const page = 1;");
write("packages/content/src/load.ts", "export const load = 1;");
write("packages/content/catalogue/cities/kernersville.json", '{ "name": "Kernersville" }');
write("pnpm-lock.yaml", "lockfileVersion: '9.0'");

describe("the code hash a publish compares with the build's", () => {
  const first = codeHash(root);

  it("is the same for content edits, tests, notes, builds and installed packages", () => {
    write("packages/content/catalogue/cities/kernersville.json", '{ "name": "Kernersville, edited" }');
    write("packages/content/catalogue/cities/walkertown.json", '{ "name": "Walkertown" }');
    write("apps/web/app/routes/page.test.tsx", "it('x', () => {});");
    write("apps/web/build/client/index.html", "<html></html>");
    write("apps/web/.test-builds/other/client/index.html", "<html></html>");
    write("apps/web/.turbo/turbo-build.log", "built");
    write("packages/content/README.md", "# The catalogue, explained again");
    write("packages/content/node_modules/.cache/photos/a.avif", "image");
    expect(codeHash(root)).toBe(first);
  });

  it("changes with the code of the site, the renderer, the content package or the lockfile", () => {
    for (const [file, content] of [
      ["apps/web/app/routes/page.tsx", "export default 2;"],
      ["packages/renderer/src/page.tsx", "export const page = 2;"],
      ["packages/content/src/load.ts", "export const load = 2;"],
      ["pnpm-lock.yaml", "lockfileVersion: '9.1'"],
    ] as const) {
      const before = codeHash(root);
      write(file, content);
      expect(codeHash(root), file).not.toBe(before);
    }
  });
});
