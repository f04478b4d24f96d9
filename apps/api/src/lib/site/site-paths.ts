/**
 * The paths of the site's pages, as the server serves them now: the catalogue's at start, then
 * each publish's. Call taps name one of them or none, so a beacon cannot make up a page.
 */
export class SitePaths {
  #paths: ReadonlySet<string>;

  constructor(paths: Iterable<string>) {
    this.#paths = new Set(paths);
  }

  replace(paths: Iterable<string>): void {
    this.#paths = new Set(paths);
  }

  /** The page's path as served (a trailing slash and any query or fragment left off), or "" for no page of ours. */
  pageOf(path: string): string {
    const bare = path.replace(/[?#].*$/s, "");
    const page = bare.length > 1 && bare.endsWith("/") ? bare.slice(0, -1) : bare;
    return this.#paths.has(page) ? page : "";
  }
}
