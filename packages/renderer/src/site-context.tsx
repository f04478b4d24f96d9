import type {
  BookingCopy,
  Business,
  CityLink,
  FormsCopy,
  Navigation,
  OfferPopup,
  WithoutSourceNotes,
} from "@brightwater/content/types";
import { createContext, type ReactNode, use } from "react";

/** Runtime settings that reach the browser (never secrets). */
export interface PublicConfig {
  recaptchaSiteKey: string | null;
  gaMeasurementId: string | null;
}

/** The words of the contact form's time step, and the booking statuses the inbox names. */
export type BookingStepCopy = Pick<
  BookingCopy,
  | "stepTitle"
  | "stepNote"
  | "emergencyNote"
  | "noTimeLabel"
  | "morningLabel"
  | "afternoonLabel"
  | "dayLabel"
  | "partOfDayLabel"
  | "statusLabels"
>;

/**
 * The step's words out of booking.json's copy: the mails and the server's own messages stay on the
 * server (a refused time shows the message the server answers with).
 */
export function bookingStepCopy(copy: BookingCopy): BookingStepCopy {
  const { stepTitle, stepNote, emergencyNote, noTimeLabel, morningLabel, afternoonLabel } = copy;
  const { dayLabel, partOfDayLabel, statusLabels } = copy;
  return {
    stepTitle,
    stepNote,
    emergencyNote,
    noTimeLabel,
    morningLabel,
    afternoonLabel,
    dayLabel,
    partOfDayLabel,
    statusLabels,
  };
}

/** What every page needs besides its own blocks: the company, the menus, the cities, the form copy. */
export interface SiteData {
  // Without the editor's notes on where each fact was read: those never reach a browser.
  business: WithoutSourceNotes<Business>;
  navigation: Navigation;
  // The words of messages the server sends (the acknowledgement, the review request) stay on it.
  forms: Omit<FormsCopy, "acknowledgement" | "reviewRequest">;
  offerPopup: OfferPopup;
  booking: BookingStepCopy;
  cities: CityLink[];
  config: PublicConfig;
}

/** What a page's site data is made from: a catalogue's shared files, as `loadCatalogue` reads them. */
export interface SiteSources extends Omit<SiteData, "booking" | "config"> {
  booking: { copy: BookingCopy };
}

/**
 * What every page of a catalogue shares, as the layout gives it; no captcha or analytics unless
 * `config` names them.
 */
export function siteDataOf(
  { business, navigation, forms, offerPopup, booking, cities }: SiteSources,
  config: PublicConfig = { recaptchaSiteKey: null, gaMeasurementId: null },
): SiteData {
  return { business, navigation, forms, offerPopup, booking: bookingStepCopy(booking.copy), cities, config };
}

const SiteContext = createContext<SiteData | null>(null);

export function SiteProvider({ site, children }: { site: SiteData; children: ReactNode }) {
  return <SiteContext value={site}>{children}</SiteContext>;
}

export function useSite(): SiteData {
  const site = use(SiteContext);
  if (!site) throw new Error("useSite() needs a <SiteProvider> above it");
  return site;
}
