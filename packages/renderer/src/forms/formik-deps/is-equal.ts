// react-fast-compare 2's deep equality, which Formik asks of its values, errors and touched fields:
// arrays, dates, regular expressions and plain objects compared by what they hold, a React
// element's owner skipped. Its try/catch around a circular React tree is left out: a form's data
// has none.
type Indexed = Record<string, unknown>;

function sameArrays(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (!isEqual(a[index], b[index])) return false;
  return true;
}

function sameObjects(a: Indexed, b: Indexed): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length || !keys.every((key) => Object.hasOwn(b, key))) return false;
  return keys.every((key) => (key === "_owner" && a.$$typeof) || isEqual(a[key], b[key]));
}

export default function isEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // Two NaNs are equal; anything else not an object and not identical is not.
  if (!a || !b || typeof a !== "object" || typeof b !== "object") return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && sameArrays(a, b);
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (a instanceof RegExp || b instanceof RegExp)
    return a instanceof RegExp && b instanceof RegExp && String(a) === String(b);
  return sameObjects(a as Indexed, b as Indexed);
}
