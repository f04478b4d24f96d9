/** The catalogue, as the repository holds it: what a publish may put live without a release. */
export const catalogueFolder = "packages/content/catalogue/";

/**
 * Whether a changed file can go live by publishing: the catalogue's files alone. Anything else
 * (code, and notes for people outside the catalogue too) needs a release, and holds the whole
 * push back: the publish may write the catalogue and nothing else of the release (decision 037).
 */
export function publishable(file: string): boolean {
  return file.startsWith(catalogueFolder);
}

/** The files of a push that need a release; none means the push is the catalogue's alone. */
export function codeChanges(files: readonly string[]): string[] {
  return [...new Set(files.filter((file) => !publishable(file)))];
}
