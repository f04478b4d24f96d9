// lodash's `toPath`, which Formik's `getIn` and `setIn` use to read a field's name ("address.city",
// "items[0].name", 'map["a.b"]'), without lodash's memoising cache: one pass over the name.
const propertyName = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const escapedCharacter = /\\(\\)?/g;

export default function toPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const text = String(value);
  const path: string[] = text.startsWith(".") ? [""] : [];
  for (const [match, number, quote, quoted = ""] of text.matchAll(propertyName))
    path.push(quote ? quoted.replace(escapedCharacter, "$1") : (number ?? match));
  return path;
}
