export { homeRequestAnchor, requestAnchor } from "./chrome/call-bar";
export { CallLink } from "./chrome/call-link";
export { isArticlePath, NotFound } from "./chrome/not-found";
export { SiteLayout } from "./chrome/site-layout";
export { showToast } from "./chrome/toast-store";
export { type AnalyticsEvent, track } from "./lib/track";
export { Page } from "./page";
export { blockComponents, preloadBlocks } from "./registry";
export {
  type BookingStepCopy,
  type PublicConfig,
  type SiteData,
  SiteProvider,
  type SiteSources,
  siteDataOf,
  useSite,
} from "./site-context";
