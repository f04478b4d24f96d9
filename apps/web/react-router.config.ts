import { articleNotFoundPath, loadCatalogue, routeList } from "@brightwater/content";
import { adminPagePath } from "@brightwater/contracts";
import type { Config } from "@react-router/dev/config";
import { notFoundPrerenderPath } from "./app/not-found-path";
import { buildEnv } from "./env";

export default {
  // Every page is prerendered to static HTML; the API server serves the files. The dev server
  // (which shows drafts) renders each request instead, so pages added while it runs are real too.
  ssr: buildEnv.catalogue.drafts,
  buildDirectory: buildEnv.buildDir,
  // Every route in the manifest from the start, as the prerendered site (ssr: false) has it anyway,
  // the development server too: a link carries no mark to discover one (SiteLink).
  routeDiscovery: { mode: "initial" },
  async prerender() {
    // The inbox is prerendered as an empty shell; the server serves it only when it has a password.
    return [
      ...routeList(loadCatalogue(buildEnv.catalogue.dir, { drafts: buildEnv.catalogue.drafts })).map(
        (route) => route.path,
      ),
      notFoundPrerenderPath,
      articleNotFoundPath,
      adminPagePath,
    ];
  },
} satisfies Config;
