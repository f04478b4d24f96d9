import { articleNotFoundPath, loadCatalogue, routeList } from "@brightwater/content";
import { adminPagePath } from "@brightwater/contracts";
import type { Config } from "@react-router/dev/config";
import { notFoundPrerenderPath } from "./app/not-found-path";
import { buildEnv } from "./env";

export default {
  // Every page is prerendered to static HTML; the API server serves the files.
  ssr: false,
  buildDirectory: buildEnv.buildDir,
  async prerender() {
    // The inbox is prerendered as an empty shell; the server serves it only when it has a password.
    return [
      ...routeList(loadCatalogue()).map((route) => route.path),
      notFoundPrerenderPath,
      articleNotFoundPath,
      adminPagePath,
    ];
  },
} satisfies Config;
