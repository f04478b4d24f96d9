export { launchCheck } from "./checks/launch-check";
export { formatFinding, type LaunchFinding } from "./checks/launch-finding";
export { maxSimilarity, visibleText } from "./checks/similarity";
export { checkUniqueness, servicesPath, type UniquenessResult, uniquenessGroups } from "./checks/uniqueness";
export { type ReviewLinks, reviewLinks } from "./facts/review-links";
export {
  noServices,
  type SiteService,
  type SiteServices,
  serviceSettings,
  siteOriginFile,
  siteServiceNames,
  siteServicesFile,
  siteServicesOf,
} from "./facts/site-services";
export { socialProfiles } from "./facts/social-profiles";
export { sourceNoteKeys, type WithoutSourceNotes, withoutSourceNotes } from "./facts/source-notes";
export { defaultCatalogueDir } from "./load/catalogue-dir";
export { type LoadOptions, loadCatalogue } from "./load/load";
export { offerEndingWarningDays } from "./load/offer-checks";
export { publishedPathsFile, readPublishedPaths, recordPublishedPaths, withPublished } from "./load/published-paths";
export { catalogueAreaMap, serviceAreaMapFile } from "./pages/area-map";
export { archivePath, articleNotFoundPath } from "./pages/article-page";
export { breadcrumbTrail, type Crumb } from "./pages/breadcrumbs";
export { cityPath } from "./pages/city-page";
export { findRedirect, redirectLine } from "./pages/redirects";
export { findPage, type RouteEntry, routeList } from "./pages/routes";
export { businessImagePath, businessProperties, type JsonLd, structuredData } from "./pages/structured-data";
export { firstPicture, wantsFirstPicture, wantsHeroPhoto } from "./photos/hero-photos";
export { type PhotoUse, pagePhotoUses, photoUses } from "./photos/uses";
export { blockSchema } from "./schema/blocks";
export { bookingSchema, weekdayNames } from "./schema/booking";
export { businessSchema } from "./schema/business";
export type { Catalogue } from "./schema/catalogue";
export { CatalogueError, formatProblem, type Problem } from "./schema/catalogue-error";
export { cityEntrySchema } from "./schema/city-entry";
export { cityTemplateSchema } from "./schema/city-template";
export { iconNames } from "./schema/common";
export { formVariants } from "./schema/form-blocks";
export { contactFieldNames, formsSchema } from "./schema/forms";
export { navigationSchema } from "./schema/navigation";
export { pageSchema } from "./schema/page";
export { type Redirect, redirectsSchema } from "./schema/redirects";
export type * from "./types";
