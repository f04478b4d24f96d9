// Formik copies its initial values, errors, touched fields and status with lodash's `cloneDeep`.
// Those are plain data: arrays and plain objects are copied all the way down, anything else is kept.
import { copyKeys } from "./clone";
import isPlainObject from "./is-plain-object";

export default function cloneDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDeep) as T;
  if (!isPlainObject(value)) return value;
  return copyKeys(value, cloneDeep) as T;
}
