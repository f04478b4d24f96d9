import adminStyles from "../admin/admin.css?url";
import { AdminApp } from "../admin/admin-app";
import type { RouteHandle } from "../route-handle";
import type { Route } from "./+types/admin";

// No loader: the page is prerendered as an empty shell, and leads are fetched by the browser
// after sign-in. Only this route links the inbox styles, so public pages never load them; and its
// manifest (served by the server when the inbox is on), so that the office can add it to a phone's
// home screen.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStyles },
  { rel: "manifest", href: "/admin.webmanifest" },
  { rel: "apple-touch-icon", href: "/inbox-icon-180.png" },
];

export const handle: RouteHandle = { siteChrome: false };

export function meta({ matches }: Route.MetaArgs) {
  const business = matches[0]?.loaderData?.business.name;
  return [
    { title: business ? `Lead inbox | ${business}` : "Lead inbox" },
    { name: "robots", content: "noindex, nofollow" },
    { name: "theme-color", content: "#083a66" },
  ];
}

export default function AdminRoute() {
  return <AdminApp />;
}
