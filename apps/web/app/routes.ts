import { loadCatalogue, routeList } from "@brightwater/content";
import { index, type RouteConfig, route } from "@react-router/dev/routes";

// One route per catalogue page (and alias): adding a page or a city to the catalogue adds its route.
const pages = routeList(loadCatalogue()).map((entry) =>
  entry.path === "/"
    ? index("routes/page.tsx", { id: "page:/" })
    : route(entry.path, "routes/page.tsx", { id: `page:${entry.path}` }),
);

// Unknown paths: an unknown article gets "Article Not Found", anything else the 404 page.
export default [
  ...pages,
  route("archive/*", "routes/article-not-found.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
