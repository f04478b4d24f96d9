import { expect } from "vitest";

const builtIn = new Set<unknown>([null, Object.prototype, Array.prototype, Date.prototype, RegExp.prototype]);

/**
 * Asserts two values are the same data: equal primitives, or objects of the same prototype with the
 * same own keys (in order, `__proto__` and `constructor` included) holding the same data. Unlike
 * `toStrictEqual`, an own key named `constructor` is compared as data, not as the object's type.
 */
export function expectSameData(actual: unknown, expected: unknown, path = "value"): void {
  if (actual === null || expected === null || typeof actual !== "object" || typeof expected !== "object") {
    expect(actual, path).toStrictEqual(expected);
    return;
  }
  const [prototype, expectedPrototype] = [Object.getPrototypeOf(actual), Object.getPrototypeOf(expected)];
  // A prototype that is data (a `__proto__` key assigned, as deepmerge does) is compared as data.
  if (builtIn.has(expectedPrototype)) expect(prototype, `${path}'s prototype`).toBe(expectedPrototype);
  else expectSameData(prototype, expectedPrototype, `${path}'s prototype`);
  expect(Array.isArray(actual), `${path} is an array`).toBe(Array.isArray(expected));
  const keys = Reflect.ownKeys(expected);
  expect(Reflect.ownKeys(actual), `${path}'s keys`).toStrictEqual(keys);
  for (const key of keys)
    expectSameData(
      (actual as Record<PropertyKey, unknown>)[key],
      (expected as Record<PropertyKey, unknown>)[key],
      `${path}[${String(key)}]`,
    );
}
