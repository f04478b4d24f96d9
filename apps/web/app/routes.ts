import { draftsShown, loadCatalogue, routeList } from "@brightwater/content";
import { adminPagePath } from "@brightwater/contracts";
import { index, type RouteConfig, route } from "@react-router/dev/routes";

// One route per catalogue page (and alias): adding a page or a city to the catalogue adds its route.
// Unknown paths: an unknown article gets "Article Not Found", anything else the 404 page.
function catalogueRoutes() {
  return [
    ...routeList(loadCatalogue()).map((entry) =>
      entry.path === "/"
        ? index("routes/page.tsx", { id: "page:/" })
        : route(entry.path, "routes/page.tsx", { id: `page:${entry.path}` }),
    ),
    route("archive/*", "routes/not-found.tsx", { id: "not-found:archive/*" }),
    route("*", "routes/not-found.tsx"),
  ];
}

// The dev server (which shows drafts) looks every path up in the catalogue per request instead,
// so a page added, renamed or removed while it runs shows at once; unknown paths still get 404.
function liveRoutes() {
  return [
    index("routes/page.tsx", { id: "page:/" }),
    route("archive/*", "routes/page.tsx", { id: "page:archive/*" }),
    route("*", "routes/page.tsx", { id: "page:*" }),
  ];
}

// The lead inbox is a page of its own, outside the catalogue (and so outside the sitemap).
export default [
  ...(draftsShown() ? liveRoutes() : catalogueRoutes()),
  route(adminPagePath, "routes/admin.tsx"),
] satisfies RouteConfig;
