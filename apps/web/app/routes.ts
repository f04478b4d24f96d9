import { loadCatalogue, routeList } from "@brightwater/content";
import { index, type RouteConfig, route } from "@react-router/dev/routes";

// One route per catalogue page (and alias): adding a page or a city to the catalogue adds its route.
const pages = routeList(loadCatalogue()).map((entry) =>
  entry.path === "/"
    ? index("routes/page.tsx", { id: "page:/" })
    : route(entry.path, "routes/page.tsx", { id: `page:${entry.path}` }),
);

export default [...pages, route("*", "routes/not-found.tsx")] satisfies RouteConfig;
