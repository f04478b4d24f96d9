import { loadCatalogue, routeList } from "@brightwater/content";
import { adminPagePath } from "@brightwater/contracts";
import { index, type RouteConfig, route } from "@react-router/dev/routes";

// One route per catalogue page (and alias): adding a page or a city to the catalogue adds its route.
const pages = routeList(loadCatalogue()).map((entry) =>
  entry.path === "/"
    ? index("routes/page.tsx", { id: "page:/" })
    : route(entry.path, "routes/page.tsx", { id: `page:${entry.path}` }),
);

// Unknown paths: an unknown article gets "Article Not Found", anything else the 404 page.
// The lead inbox is a page of its own, outside the catalogue (and so outside the sitemap).
export default [
  ...pages,
  route(adminPagePath, "routes/admin.tsx"),
  route("archive/*", "routes/article-not-found.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
