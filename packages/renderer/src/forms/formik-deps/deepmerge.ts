// deepmerge 2's merge, which Formik uses to join the errors of its field rules, its schema and its
// `validate` (with an array merge of its own, which calls back into this one): the same options,
// the same copies, in fewer lines.
type Value = unknown;
interface Options {
  arrayMerge?: (target: Value[], source: Value[], options: Options) => Value[];
  isMergeableObject?: (value: Value) => boolean;
  clone?: boolean;
}
type Merged = Required<Pick<Options, "arrayMerge" | "isMergeableObject">> & Options;

const reactElement = Symbol.for("react.element");

function isMergeableObject(value: Value): boolean {
  if (!value || typeof value !== "object") return false;
  const tag = Object.prototype.toString.call(value);
  return (
    tag !== "[object RegExp]" && tag !== "[object Date]" && (value as { $$typeof?: unknown }).$$typeof !== reactElement
  );
}

function copied(value: Value, options: Merged): Value {
  return options.clone !== false && options.isMergeableObject(value)
    ? deepmerge(Array.isArray(value) ? [] : {}, value, options)
    : value;
}

function mergeObjects(target: Value, source: Record<string, Value>, options: Merged): Record<string, Value> {
  const destination: Record<string, Value> = {};
  if (options.isMergeableObject(target))
    for (const key of Object.keys(target as object))
      destination[key] = copied((target as Record<string, Value>)[key], options);
  for (const key of Object.keys(source)) {
    // As deepmerge does, the target's value is read only for a value that can be merged into it.
    const into = options.isMergeableObject(source[key]) && (target as Record<string, Value>)[key];
    destination[key] = into ? deepmerge(into, source[key], options) : copied(source[key], options);
  }
  return destination;
}

function deepmerge(target: Value, source: Value, given: Options = {}): Value {
  const options = given as Merged;
  options.arrayMerge ??= (into, from, merged) => into.concat(from).map((item) => copied(item, merged as Merged));
  options.isMergeableObject ??= isMergeableObject;
  if (Array.isArray(source) !== Array.isArray(target)) return copied(source, options);
  if (Array.isArray(source)) return options.arrayMerge(target as Value[], source, options);
  return mergeObjects(target, source as Record<string, Value>, options);
}

deepmerge.all = (values: Value[], options?: Options): Value => {
  if (!Array.isArray(values)) throw new Error("first argument should be an array");
  return values.reduce((merged, next) => deepmerge(merged, next, options), {});
};

export default deepmerge;
