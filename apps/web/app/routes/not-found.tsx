import { NotFound } from "@brightwater/renderer";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  const title = matches[0]?.loaderData?.navigation.ui.notFound.title ?? "404 Page Not Found";
  return [{ title }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
