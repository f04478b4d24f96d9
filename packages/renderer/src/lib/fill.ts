/** Fills the few placeholders that only the page can know, such as a review's own star count. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (match, name: string) => values[name] ?? match);
}
