/** The catalogue, as the repository holds it: what a publish may put live without a release. */
export const catalogueFolder = "packages/content/catalogue/";

/**
 * Whether a changed file can go live by publishing: the catalogue's files, and notes for people
 * (Markdown, which no build reads: the code hash leaves it out too). Anything else is code, which
 * needs a release (a build and a restart), and holds the whole push back.
 */
export function publishable(file: string): boolean {
  return file.startsWith(catalogueFolder) || file.endsWith(".md");
}

/** The files of a push that need a release; none means the push is the catalogue's alone. */
export function codeChanges(files: readonly string[]): string[] {
  return files.filter((file) => !publishable(file));
}
