import {
  type Catalogue,
  findPage,
  loadCatalogue,
  type PageEntry,
  siteServicesOf,
  withoutSourceNotes,
} from "@brightwater/content";
import { type SiteData, siteDataOf } from "@brightwater/renderer";
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
  const catalogue = getCatalogue();
  // Messages the server sends (the acknowledgement, the review request) are not page copy.
  const { acknowledgement: _mailOnly, reviewRequest: _inboxOnly, ...pageForms } = catalogue.forms;
  return siteDataOf({ ...catalogue, business: withoutSourceNotes(catalogue.business), forms: pageForms }, publicEnv);
}

export function pageAt(path: string) {
  const page = findPage(getCatalogue(), path);
  if (!page) throw new Response("Not Found", { status: 404 });
  // A page's `sources` (where its local facts were read) is optional and only a note: the page a
  // browser receives has none.
  return withoutSourceNotes(page) as PageEntry;
}
