import { breadcrumbTrail, type Catalogue } from "@brightwater/content";
import type { PageEntry, PictureData } from "@brightwater/content/types";
import { Page, preloadBlocks, SiteProvider, siteDataOf } from "@brightwater/renderer";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { pageOwnText } from "./main-text";

/**
 * The text a visitor reads in a page's main content, rendered by the same components as the site.
 * `pictures` are the page's photographs as the build makes them (`pagePictures`).
 */
export async function pageText(
  page: PageEntry,
  catalogue: Catalogue,
  pictures: Readonly<Record<string, PictureData>> = {},
): Promise<string> {
  const site = siteDataOf(catalogue);
  await preloadBlocks(page.blocks);
  const html = renderToStaticMarkup(
    <SiteProvider site={site}>
      <MemoryRouter initialEntries={[page.path]}>
        <Page page={page} trail={breadcrumbTrail(page, catalogue.pages)} pictures={pictures} />
      </MemoryRouter>
    </SiteProvider>,
  );
  return pageOwnText(html);
}
