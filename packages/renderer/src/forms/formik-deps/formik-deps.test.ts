import fc from "fast-check";
import * as lodash from "lodash-es";
import { describe, expect, it } from "vitest";
import { expectSameData } from "../../test/same-data";
import clone from "./clone";
import cloneDeep from "./clone-deep";
import isPlainObject from "./is-plain-object";
import toPath from "./to-path";

// Each stand-in answers as lodash does (lodash-es, the package Formik imports them from, whose
// index these aliases do not touch) on the data a form holds: strings, numbers, booleans, null, in
// plain objects and arrays, nested, under any key, the names an object inherits included (a key
// `__proto__` is an own property of a copy, as in lodash's, and never the copy's prototype).
const inheritedNames = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];
const key = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(...inheritedNames));
const formData = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, fc.jsonValue({ maxDepth: 1 }), tie("object"), tie("array")),
  object: fc.dictionary(key, tie("value"), { maxKeys: 4 }),
  array: fc.array(tie("value"), { maxLength: 4 }),
})).value;

describe("Formik's lodash stand-ins", () => {
  it("clone copies the top level as lodash's clone does, sharing what is below it", () => {
    fc.assert(
      fc.property(formData, (value) => {
        const copy = clone(value);
        expectSameData(copy, lodash.clone(value));
        if (value !== null && typeof value === "object") {
          expect(copy).not.toBe(value);
          for (const key of Object.keys(value)) expect((copy as never)[key]).toBe((value as never)[key]);
        }
      }),
    );
    class Address {
      city = "Kernersville";
    }
    const address = clone(new Address());
    expect(address).toBeInstanceOf(Address);
    expect(address.city).toBe("Kernersville");
    const date = new Date("2026-12-02T14:00:00Z");
    expect(clone(date).getTime()).toBe(date.getTime());
  });

  it("cloneDeep copies every object and array as lodash's cloneDeep does", () => {
    fc.assert(
      fc.property(formData, (value) => {
        const copy = cloneDeep(value);
        expectSameData(copy, lodash.cloneDeep(value));
        if (value !== null && typeof value === "object") expect(copy).not.toBe(value);
      }),
    );
    const own: unknown = JSON.parse('{"__proto__": {"polluted": true}, "lines": [["1 Main St"]]}');
    const ownCopy = cloneDeep(own);
    expect(Object.getPrototypeOf(ownCopy)).toBe(Object.prototype);
    expectSameData(ownCopy, lodash.cloneDeep(own));
    expect(Object.getPrototypeOf(clone(own))).toBe(Object.prototype);
    const values = { firstName: "Ann", address: { lines: ["1 Main St"] } };
    const copy = cloneDeep(values);
    copy.address.lines.push("Apt 2");
    expect(values.address.lines).toEqual(["1 Main St"]);
    expect(cloneDeep(undefined)).toBeUndefined();
  });

  it("isPlainObject tells plain objects as lodash does", () => {
    fc.assert(
      fc.property(formData, (value) => {
        expect(isPlainObject(value)).toBe(lodash.isPlainObject(value));
      }),
    );
    for (const value of [Object.create(null), new Object(), new Date(), [], new Map(), /x/, () => 1, "a", null])
      expect(isPlainObject(value)).toBe(lodash.isPlainObject(value));
    class Lead {}
    expect(isPlainObject(new Lead())).toBe(false);
  });

  it("toPath reads a field's name into its path as lodash does", () => {
    const nameCharacter = fc.constantFrom("a", "b", "Z", "0", "1", "-", ".", "[", "]", '"', "'", "\\", " ");
    fc.assert(
      fc.property(fc.string({ unit: nameCharacter, maxLength: 16 }), (name) => {
        expect(toPath(name)).toStrictEqual(lodash.toPath(name));
      }),
      { numRuns: 500 },
    );
    expect(toPath("address.lines[0]")).toStrictEqual(["address", "lines", "0"]);
    expect(toPath('map["a.b"].c')).toStrictEqual(["map", "a.b", "c"]);
    expect(toPath(["a", 1])).toStrictEqual(lodash.toPath(["a", 1]));
  });
});
