import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The catalogue shipped with this package, resolved through the package name so bundles find it.
 * Another directory (a test building the site from a modified copy) is the app's setting, passed
 * to loadCatalogue by its caller.
 */
export function defaultCatalogueDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("@brightwater/content/package.json")), "catalogue");
}
