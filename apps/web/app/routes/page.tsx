import { Page } from "@brightwater/renderer";
import { structuredData } from "@brightwater/content";
import { getCatalogue, pageAt, siteOrigin } from "../catalogue.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/page";

export function loader({ request }: Route.LoaderArgs) {
  const page = pageAt(new URL(request.url).pathname);
  return {
    page,
    canonicalUrl: `${siteOrigin()}${page.path}`,
    // Serialised here, at build time; "<" is escaped so no text can close the script element.
    jsonLd: structuredData(page, getCatalogue(), siteOrigin()).map((data) => JSON.stringify(data).replace(/</g, "\\u003c")),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = matches[0]?.loaderData;
  return pageMeta(loaderData.page.seo, loaderData.canonicalUrl, site?.business.name ?? "");
}

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.jsonLd.map((json) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from the catalogue, with "<" escaped
        <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
      <Page page={loaderData.page} />
    </>
  );
}
