import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/**
 * React Router publishes two builds of itself, and its package exports name only the development
 * one, whose warnings for developers are of no use in a built page and cost every page's first
 * load about 0.6 KiB gzip. The browser bundle of `react-router build` takes the production build
 * instead: the same modules with the same exports. The dev server and the prerender keep the
 * package as it resolves (the prerender renders with the server's own copy of the router, which
 * must stay one and the same).
 */
export function routerProductionBuild(): Plugin {
  const require = createRequire(import.meta.url);
  const dist = join(dirname(require.resolve("react-router/package.json")), "dist", "production");
  const files: Record<string, string> = {
    "react-router": join(dist, "index.mjs"),
    "react-router/dom": join(dist, "dom-export.mjs"),
  };
  return {
    name: "brightwater-router-production",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => files[id] ?? null,
  };
}
