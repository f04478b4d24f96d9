import { createRequire } from "node:module";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectSameData } from "../../test/same-data";
import deepmerge from "./deepmerge";
import isEqual from "./is-equal";

// Each stand-in answers as the package Formik imports it from does (loaded here by their files,
// which the aliases do not touch), on the data a form's values and errors hold.
// deepmerge's ES module, the one bundlers take (its CommonJS copy in dist/ is an older version).
const deepmergeModule: string = "deepmerge/dist/es.js";
const realDeepmerge: typeof deepmerge = (await import(deepmergeModule)).default;
const realIsEqual: typeof isEqual = createRequire(import.meta.url)("react-fast-compare/index.js");

const data = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, fc.jsonValue({ maxDepth: 1 }), tie("object"), tie("array")),
  object: fc.dictionary(fc.constantFrom("a", "b", "c", "email", "0", "__proto__", "constructor"), tie("value"), {
    maxKeys: 4,
  }),
  array: fc.array(tie("value"), { maxLength: 4 }),
}));
const formData = data.value;
// What Formik merges: the errors of each rule, objects (or arrays, for a list of fields).
const errors = fc.oneof(data.object, data.array);

/** What a call gives, or that it threw (both merges throw where a null stands in for an object). */
function outcome(call: () => unknown): { value: unknown } | { threw: true } {
  try {
    return { value: call() };
  } catch {
    return { threw: true };
  }
}

// Formik's own array merge (formik.esm.js), which calls back into the deep merge it was given.
const formikArrayMerge =
  (merge: typeof deepmerge) =>
  (target: unknown[], source: unknown[], options: { clone?: boolean; isMergeableObject: (v: unknown) => boolean }) => {
    const destination = target.slice();
    source.forEach((item, index) => {
      if (typeof destination[index] === "undefined") {
        const clone = options.clone !== false && options.isMergeableObject(item);
        destination[index] = clone ? merge(Array.isArray(item) ? [] : {}, item, options) : item;
      } else if (options.isMergeableObject(item)) destination[index] = merge(target[index], item, options);
      else if (!target.includes(item)) destination.push(item);
    });
    return destination;
  };

describe("Formik's deep merge and deep equality stand-ins", () => {
  it("deepmerge.all joins errors as deepmerge 2 does, with Formik's array merge and without", () => {
    fc.assert(
      fc.property(fc.array(errors, { maxLength: 3 }), (values) => {
        const withFormik = (merge: typeof deepmerge) => () =>
          merge.all(values, { arrayMerge: formikArrayMerge(merge) as never });
        expectSameData(outcome(withFormik(deepmerge)), outcome(withFormik(realDeepmerge)));
        expectSameData(
          outcome(() => deepmerge.all(values)),
          outcome(() => realDeepmerge.all(values)),
        );
      }),
      { numRuns: 100 },
    );
    const date = new Date(0);
    expect(deepmerge.all([{ at: date }, { at: /x/ }])).toStrictEqual(realDeepmerge.all([{ at: date }, { at: /x/ }]));
    expect(() => deepmerge.all("x" as never)).toThrow("first argument should be an array");
  });

  it("isEqual compares as react-fast-compare 2 does", () => {
    fc.assert(
      fc.property(formData, formData, (a, b) => {
        expect(isEqual(a, b)).toBe(realIsEqual(a, b));
        expect(isEqual(a, structuredClone(a))).toBe(true);
      }),
      { numRuns: 100 },
    );
    const pairs: [unknown, unknown][] = [
      [Number.NaN, Number.NaN],
      [new Date(1), new Date(1)],
      [new Date(1), new Date(2)],
      [/a/g, /a/g],
      [/a/g, /a/i],
      [[1, 2], { 0: 1, 1: 2 }],
      [
        { $$typeof: 1, _owner: { a: 1 }, b: 2 },
        { $$typeof: 1, _owner: { a: 2 }, b: 2 },
      ],
      [{ a: undefined }, { b: undefined }],
    ];
    for (const [a, b] of pairs) expect(isEqual(a, b)).toBe(realIsEqual(a, b));
  });
});
