// Formik's `setIn` copies each object on a value's path with lodash's `clone`. A form's values are
// strings in plain objects and arrays, so this shallow copy does the same work in a few lines
// instead of lodash's 5 KB of cloning machinery. As lodash does, it keeps an object's prototype
// when the object has a constructor (a class's instance stays one), else makes a plain object.

/**
 * A copy of an object's own keys, each value through `map`, on the prototype lodash gives a copy.
 * `Object.fromEntries` defines each key, as lodash defines a key named `__proto__` (an assignment
 * would set the copy's prototype instead). Form data has string keys only.
 */
export function copyKeys(value: object, map = (item: unknown) => item): object {
  const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, map(item)]));
  return typeof value.constructor === "function" ? Object.setPrototypeOf(copy, Object.getPrototypeOf(value)) : copy;
}

export default function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.slice() as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value === null || typeof value !== "object") return value;
  return copyKeys(value) as T;
}
