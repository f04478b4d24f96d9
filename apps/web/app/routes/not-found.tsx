import { isArticlePath, NotFound } from "@brightwater/renderer";
import type { Route } from "./+types/not-found";

// Both answers to an address with nothing there: "Article Not Found" under /archive/, else the 404.
export function meta({ matches, location }: Route.MetaArgs) {
  const ui = matches[0]?.loaderData?.navigation.ui;
  const title = isArticlePath(location.pathname)
    ? (ui?.articleNotFound.title ?? "Article Not Found")
    : (ui?.notFound.title ?? "404 Page Not Found");
  return [{ title }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
