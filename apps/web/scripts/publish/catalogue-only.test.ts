import { describe, expect, it } from "vitest";
import { codeChanges } from "./catalogue-only";

describe("what a push may publish without a release", () => {
  it("publishes catalogue files, photographs and articles included", () => {
    const files = [
      "packages/content/catalogue/cities/clemmons.json",
      "packages/content/catalogue/articles/tank-vs-tankless-water-heater.md",
      "packages/content/catalogue/photos/leaking-pipe.jpg",
    ];
    expect(codeChanges(files)).toEqual([]);
  });

  it("holds back notes outside the catalogue too: the publish may write the catalogue alone", () => {
    const notes = ["README.md", "docs/production.md", "packages/content/README.md"];
    expect(codeChanges(notes)).toEqual(notes);
  });

  it("names a file once, however often it changed (a rename's two sides are two files)", () => {
    expect(codeChanges(["scripts/serve.mjs", "scripts/serve.mjs"])).toEqual(["scripts/serve.mjs"]);
  });

  it("holds back code, the catalogue's schema and code beside it, the lockfile and deploy files", () => {
    const code = [
      "packages/content/src/pages/city-page.ts",
      "packages/content/schema/city.schema.json",
      "apps/api/src/app.ts",
      "pnpm-lock.yaml",
      "deploy/brightwater.service",
    ];
    expect(codeChanges(["packages/content/catalogue/business.json", ...code])).toEqual(code);
  });
});
