/**
 * The catalogue's words with `{name}` placeholders filled. Each value goes in as it is: a
 * replacer function, so that `$&`, `` $` `` or `$'` in a visitor's name stays those characters
 * (a replacement string would read them as patterns and copy the text around them).
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? (values[name] as string) : placeholder,
  );
}
