export type { Catalogue } from "./catalogue";
export { formatFinding, type LaunchFinding, launchCheck } from "./checks/launch-check";
export { offerEndingWarningDays } from "./checks/offer-checks";
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
export { CatalogueError, formatProblem, type Problem } from "./load/catalogue-error";
export { defaultCatalogueDir, type LoadOptions, loadCatalogue } from "./load/load";
export { publishedPathsFile, readPublishedPaths, recordPublishedPaths, withPublished } from "./load/published-paths";
export { catalogueAreaMap, serviceAreaMapFile } from "./pages/area-map";
export { archivePath, articleNotFoundPath } from "./pages/article-page";
export { breadcrumbTrail, type Crumb } from "./pages/breadcrumbs";
export { cityPath } from "./pages/city-page";
export { findRedirect, type Redirect, redirectLine, redirectsSchema } from "./pages/redirects";
export { findPage, type RouteEntry, routeList } from "./pages/routes";
export { businessImagePath, businessProperties, type JsonLd, structuredData } from "./pages/structured-data";
export { firstPicture, wantsFirstPicture, wantsHeroPhoto } from "./photos/hero-photos";
export { type PhotoUse, pagePhotoUses, photoUses } from "./photos/uses";
export { blockSchema, formVariants } from "./schema/blocks";
export { businessSchema } from "./schema/business";
export { cityEntrySchema, cityTemplateSchema } from "./schema/city";
export { iconNames } from "./schema/common";
export { contactFieldNames, formsSchema } from "./schema/forms";
export { navigationSchema } from "./schema/navigation";
export { pageSchema } from "./schema/page";
export type * from "./types";
