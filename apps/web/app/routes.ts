import { adminPagePath } from "@brightwater/contracts";
import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Every catalogue page is one route: its loader looks the path up in the catalogue (the build
// prerenders each published page; the dev server, which shows drafts, looks it up per request, so
// a page added, renamed or removed while it runs shows at once). A short route list keeps the
// script every page loads small and the URL matching at start-up quick. An unknown path gets the
// 404 page, or "Article Not Found" under /archive/.
// The lead inbox is a page of its own, outside the catalogue (and so outside the sitemap).
export default [
  index("routes/page.tsx", { id: "page:/" }),
  route("*", "routes/page.tsx", { id: "page:*" }),
  route(adminPagePath, "routes/admin.tsx"),
] satisfies RouteConfig;
