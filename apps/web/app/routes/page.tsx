import { breadcrumbTrail, structuredData } from "@brightwater/content";
import { NotFound, Page, preloadBlocks } from "@brightwater/renderer";
import { isRouteErrorResponse } from "react-router";
import { getCatalogue, pageAt, siteOrigin } from "../catalogue.server";
import { picturesOf } from "../photos.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/page";

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageAt(new URL(request.url).pathname);
  // The prerender renders deferred blocks in place only when their code is already loaded.
  await preloadBlocks(page.blocks);
  return {
    page,
    pictures: await picturesOf(page),
    canonicalUrl: `${siteOrigin()}${page.path}`,
    // The visible breadcrumb; its BreadcrumbList in jsonLd comes from the same trail.
    trail: breadcrumbTrail(page, getCatalogue().pages),
    // Serialised here, at build time; "<" is escaped so no text can close the script element.
    jsonLd: structuredData(page, getCatalogue(), siteOrigin()).map((data) =>
      JSON.stringify(data).replace(/</g, "\\u003c"),
    ),
  };
}

// On a client-side navigation the page's data comes from its prerendered .data file; the code of
// any deferred block it has (an article, a careers form) loads before it renders, so the new page
// appears whole instead of filling in.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await preloadBlocks(data.page.blocks);
  return data;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = matches[0]?.loaderData;
  if (!loaderData) return [{ title: site?.navigation.ui.notFound.title }, { name: "robots", content: "noindex" }];
  return pageMeta(loaderData.page, loaderData.canonicalUrl, site?.business.name ?? "");
}

// Only the dev server sends unknown paths here (it looks every path up per request); the build
// answers them with the 404 and "Article Not Found" routes, so the built page script leaves these
// two pages out (anything else goes on to the root's error boundary).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!import.meta.env.DEV || !isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFound />;
}

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.jsonLd.map((json) => (
        <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
      <Page page={loaderData.page} trail={loaderData.trail} pictures={loaderData.pictures} />
    </>
  );
}
