import { ArticleNotFound } from "@brightwater/renderer";
import type { Route } from "./+types/article-not-found";

export function meta({ matches }: Route.MetaArgs) {
  const title = matches[0]?.loaderData?.navigation.ui.articleNotFound.title ?? "Article Not Found";
  return [{ title }, { name: "robots", content: "noindex" }];
}

export default function ArticleNotFoundRoute() {
  return <ArticleNotFound />;
}
