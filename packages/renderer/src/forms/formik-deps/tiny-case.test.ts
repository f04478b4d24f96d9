import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { camelCase, snakeCase, wordsPattern } from "./tiny-case";

// tiny-case itself, as Yup resolves it (Node's loader: the aliases do not touch it).
const tinyCasePath = createRequire(createRequire(import.meta.url).resolve("yup")).resolve("tiny-case");
const tinyCase: { camelCase: typeof camelCase; snakeCase: typeof snakeCase } = createRequire(import.meta.url)(
  tinyCasePath,
);

describe("Yup's tiny-case stand-in", () => {
  it("splits words with tiny-case's own regular expression, character for character", () => {
    const written = /const reWords = \/(.*)\/g\n/.exec(readFileSync(tinyCasePath, "utf8"))?.[1];
    expect(written).toBeDefined();
    expect(wordsPattern.source).toBe(written);
  });

  it("renames keys as tiny-case does", () => {
    const key = fc.string({ unit: "binary", maxLength: 24 });
    fc.assert(
      fc.property(key, (text) => {
        expect(camelCase(text)).toBe(tinyCase.camelCase(text));
        expect(snakeCase(text)).toBe(tinyCase.snakeCase(text));
      }),
      { numRuns: 50 },
    );
    expect(camelCase("first_name 2ND try")).toBe(tinyCase.camelCase("first_name 2ND try"));
    expect(snakeCase("callBackBy")).toBe("call_back_by");
  });
});
