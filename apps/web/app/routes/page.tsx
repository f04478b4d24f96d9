import { Page } from "@brightwater/renderer";
import { pageAt, siteOrigin } from "../catalogue.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/page";

export function loader({ request }: Route.LoaderArgs) {
  const page = pageAt(new URL(request.url).pathname);
  return { page, canonicalUrl: `${siteOrigin()}${page.path === "/" ? "/" : page.path}` };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = matches[0]?.loaderData;
  return pageMeta(loaderData.page.seo, loaderData.canonicalUrl, site?.business.name ?? "");
}

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  return <Page page={loaderData.page} />;
}
