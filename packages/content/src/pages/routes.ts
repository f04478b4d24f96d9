import type { Catalogue } from "../schema/catalogue";

export interface RouteEntry {
  /** The URL path this route answers. */
  path: string;
  /** The page's own path; differs from `path` for aliases. */
  canonicalPath: string;
  title: string;
  description: string;
  /** Kept out of search results and the sitemap (pages that only follow a form submission). */
  noindex: boolean;
}

/** Every public route of the site, aliases included: for the router, the prerender list and the sitemap. */
export function routeList(catalogue: Pick<Catalogue, "pages">): RouteEntry[] {
  return catalogue.pages.flatMap((page) =>
    [page.path, ...page.aliases].map((path) => ({
      path,
      canonicalPath: page.path,
      title: page.seo.title,
      description: page.seo.description,
      noindex: page.noindex,
    })),
  );
}

/** The page shown at `path` (its own path or an alias). */
export function findPage(catalogue: Catalogue, path: string) {
  return catalogue.pages.find((page) => page.path === path || page.aliases.includes(path));
}
