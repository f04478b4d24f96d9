import type { BlogPost } from "@brightwater/contracts";
import type { Booking } from "./booking";
import type { Business } from "./business";
import type { Problem } from "./catalogue-error";
import type { CityEntry, CityLink } from "./city-entry";
import type { CityTemplate } from "./city-template";
import type { FormsCopy } from "./forms";
import type { Navigation } from "./navigation";
import type { OfferPopup } from "./offer-popup";
import type { PageEntry } from "./page";
import type { Redirect } from "./redirects";

/**
 * The catalogue as the loader answers it: every file checked, city pages expanded. A type of its
 * own, apart from the loader, so that what reads a catalogue (routes, structured data, checks)
 * does not import the module that builds one from them.
 */
export interface Catalogue {
  business: Business;
  navigation: Navigation;
  forms: FormsCopy;
  offerPopup: OfferPopup;
  /** When homeowners may ask for an arrival window, and the words of the booking step and mails. */
  booking: Booking;
  /** Every page, city pages expanded, in a stable order (drafts only when they are shown). */
  pages: PageEntry[];
  cities: CityLink[];
  cityEntries: CityEntry[];
  /** The copy and travel figures every city page shares. */
  cityTemplate: CityTemplate;
  /** News & Media articles, newest first. */
  articles: BlogPost[];
  /** The catalogue file each page comes from, by page path (`cities/greensboro.json`). */
  pageFiles: ReadonlyMap<string, string>;
  /** Old addresses answered with 301 to a page. */
  redirects: Redirect[];
  /** What an editor should look at but that does not stop the build (search snippets, offers ending). */
  warnings: Problem[];
}
