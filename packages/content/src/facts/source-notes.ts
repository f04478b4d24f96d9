// Where a fact was read ("company's current site", "confirm with the owner", a URL) is the
// editor's note: the catalogue keeps it beside the fact, and nothing a browser receives carries it.

/** The keys that hold an editor's note on where a fact comes from. */
export const sourceNoteKeys = ["source", "sources"] as const;
type SourceNoteKey = (typeof sourceNoteKeys)[number];

/** `T` as a browser receives it: every source note left out, at any depth. */
export type WithoutSourceNotes<T> = T extends readonly (infer Item)[]
  ? WithoutSourceNotes<Item>[]
  : T extends object
    ? { [Key in keyof T as Key extends SourceNoteKey ? never : Key]: WithoutSourceNotes<T[Key]> }
    : T;

const isNote = (key: string): boolean => (sourceNoteKeys as readonly string[]).includes(key);

/** A copy of `value` without its source notes, for page data and the site's shared data. */
export function withoutSourceNotes<T>(value: T): WithoutSourceNotes<T> {
  if (Array.isArray(value)) return value.map((item) => withoutSourceNotes(item)) as WithoutSourceNotes<T>;
  if (value === null || typeof value !== "object") return value as WithoutSourceNotes<T>;
  const kept = Object.entries(value).filter(([key]) => !isNote(key));
  return Object.fromEntries(kept.map(([key, item]) => [key, withoutSourceNotes(item)])) as WithoutSourceNotes<T>;
}
