import type { Catalogue } from "@brightwater/content";
import { routeList } from "@brightwater/content";

export const routesRecordFile = "routes.json";

/**
 * routes.json in the build: the paths it has pages for and the redirects it answers. The running
 * server reads it again whenever a publish replaces it (written last, so every page it names is
 * already in place).
 */
export function routesRecord(catalogue: Pick<Catalogue, "pages" | "redirects">): string {
  const paths = routeList(catalogue).map((route) => route.path);
  const redirects = catalogue.redirects.map(({ from, to }) => ({ from, to }));
  return `${JSON.stringify({ paths, redirects }, null, 1)}\n`;
}
