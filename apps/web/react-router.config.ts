import { articleNotFoundPath, loadCatalogue, routeList } from "@brightwater/content";
import { adminPagePath } from "@brightwater/contracts";
import type { Config } from "@react-router/dev/config";
import { notFoundPrerenderPath } from "./app/not-found-path";

export default {
  // Every page is prerendered to static HTML; the API server serves the files.
  ssr: false,
  // WEB_BUILD_OUT lets a test build a modified catalogue without touching the real build.
  buildDirectory: process.env.WEB_BUILD_OUT ?? "build",
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
