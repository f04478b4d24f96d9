import { articleNotFoundPath, draftsShown, loadCatalogue, routeList } from "@brightwater/content";
import { adminPagePath } from "@brightwater/contracts";
import type { Config } from "@react-router/dev/config";
import { notFoundPrerenderPath } from "./app/not-found-path";

export default {
  // Every page is prerendered to static HTML; the API server serves the files. The dev server
  // (which shows drafts) renders each request instead, so pages added while it runs are real too.
  ssr: draftsShown(),
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
