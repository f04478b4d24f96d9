// lodash's `isPlainObject`: an object made by `{}`, `new Object()` or `Object.create(null)`.
const objectSource = Function.prototype.toString.call(Object);

export default function isPlainObject(value: unknown): value is object {
  if (value === null || typeof value !== "object" || Object.prototype.toString.call(value) !== "[object Object]")
    return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype === null) return true;
  const maker = Object.hasOwn(prototype, "constructor") && prototype.constructor;
  return typeof maker === "function" && Function.prototype.toString.call(maker) === objectSource;
}
