// Formik's `setIn` copies each object on a value's path with lodash's `clone`. A form's values are
// strings in plain objects and arrays, so this shallow copy does the same work in a few lines
// instead of lodash's 5 KB of cloning machinery. As lodash does, it keeps an object's prototype
// when the object has a constructor (a class's instance stays one), else makes a plain object.
export function emptyLike(value: object): Record<string, unknown> {
  const prototype = typeof value.constructor === "function" ? Object.getPrototypeOf(value) : Object.prototype;
  return Object.create(prototype);
}

export default function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.slice() as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.assign(emptyLike(value), value);
}
