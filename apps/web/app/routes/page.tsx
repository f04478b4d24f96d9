import { articleNotFoundPath, breadcrumbTrail, structuredData } from "@brightwater/content";
import { isArticlePath, NotFound, Page, preloadBlocks } from "@brightwater/renderer";
import { isRouteErrorResponse } from "react-router";
import { getCatalogue, pageAt, siteOrigin } from "../catalogue.server";
import { notFoundPrerenderPath } from "../not-found-path";
import { picturesOf } from "../photos.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/page";

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  // The build prerenders the answers to unknown addresses at these two paths.
  if (path === notFoundPrerenderPath || path === articleNotFoundPath) return null;
  const page = pageAt(path);
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
  if (data) await preloadBlocks(data.page.blocks);
  return data;
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (loaderData)
    return pageMeta(loaderData.page, loaderData.canonicalUrl, matches[0]?.loaderData?.business.name ?? "");
  const ui = matches[0]?.loaderData?.navigation.ui;
  const title = isArticlePath(location.pathname) ? ui?.articleNotFound.title : ui?.notFound.title;
  return [{ title }, { name: "robots", content: "noindex" }];
}

// A path with nothing there: the 404 page, or "Article Not Found" under /archive/. The prerendered
// answers come from the loader above; a client-side navigation to an unknown path finds no data
// file (404) and lands here, as does the dev server's lookup.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFound />;
}

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFound />;
  return (
    <>
      {loaderData.jsonLd.map((json) => (
        <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
      <Page page={loaderData.page} trail={loaderData.trail} pictures={loaderData.pictures} />
    </>
  );
}
