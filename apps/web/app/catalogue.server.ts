import {
  type Catalogue,
  findPage,
  loadCatalogue,
  type PageEntry,
  siteServicesOf,
  withoutSourceNotes,
} from "@brightwater/content";
import { bookingStepCopy, type SiteData } from "@brightwater/renderer";
import { buildEnv, publicEnv } from "../env";
import { devCatalogue } from "./dev-catalogue";

let catalogue: Catalogue | undefined;

/** The validated catalogue: read once per build, or the latest saved one in `npm run dev`. */
export function getCatalogue(): Catalogue {
  const dev = devCatalogue();
  if (dev?.error) throw dev.error;
  if (dev?.catalogue) return dev.catalogue;
  catalogue ??= loadCatalogue(buildEnv.catalogue.dir, {
    drafts: buildEnv.catalogue.drafts,
    services: siteServicesOf(buildEnv.serverSettings),
  });
  return catalogue;
}

/** The absolute origin canonical links and the sitemap use. */
export function siteOrigin(): string {
  return buildEnv.siteOrigin;
}

export function siteData(): SiteData {
  const { business, navigation, forms, offerPopup, booking, cities } = getCatalogue();
  // Messages the server sends (the acknowledgement, the review request) are not page copy.
  const { acknowledgement: _mailOnly, reviewRequest: _inboxOnly, ...pageForms } = forms;
  return {
    business: withoutSourceNotes(business),
    navigation,
    forms: pageForms,
    offerPopup,
    booking: bookingStepCopy(booking.copy),
    cities,
    config: publicEnv,
  };
}

export function pageAt(path: string) {
  const page = findPage(getCatalogue(), path);
  if (!page) throw new Response("Not Found", { status: 404 });
  // A page's `sources` (where its local facts were read) is optional and only a note: the page a
  // browser receives has none.
  return withoutSourceNotes(page) as PageEntry;
}
