import { breadcrumbTrail, type Catalogue, visibleText } from "@brightwater/content";
import type { PageEntry } from "@brightwater/content/types";
import { Page, preloadBlocks, SiteProvider } from "@brightwater/renderer";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/** The text a visitor reads in a page's main content, rendered by the same components as the site. */
export async function pageText(page: PageEntry, catalogue: Catalogue): Promise<string> {
  const { business, navigation, forms, offerPopup, cities } = catalogue;
  const site = {
    business,
    navigation,
    forms,
    offerPopup,
    cities,
    config: { recaptchaSiteKey: null, gaMeasurementId: null },
  };
  await preloadBlocks(page.blocks);
  const html = renderToStaticMarkup(
    <SiteProvider site={site}>
      <MemoryRouter initialEntries={[page.path]}>
        <Page page={page} trail={breadcrumbTrail(page, catalogue.pages)} />
      </MemoryRouter>
    </SiteProvider>,
  );
  return visibleText(html);
}
