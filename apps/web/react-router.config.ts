import { articleNotFoundPath, loadCatalogue, routeList } from "@brightwater/content";
import type { Config } from "@react-router/dev/config";
import { notFoundPrerenderPath } from "./app/not-found-path";

export default {
  // Every page is prerendered to static HTML; the API server serves the files.
  ssr: false,
  async prerender() {
    return [...routeList(loadCatalogue()).map((route) => route.path), notFoundPrerenderPath, articleNotFoundPath];
  },
} satisfies Config;
