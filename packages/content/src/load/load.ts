import { noServices, type SiteServices } from "../facts/site-services";
import { describeAreaMap } from "../pages/area-map-words";
import { breadcrumbProblems } from "../pages/breadcrumbs";
import { cityPath } from "../pages/city-page";
import { fillOpenRoles } from "../pages/open-roles";
import { fillReviews } from "../pages/reviews";
import { fillHeroPhotos, firstPictureProblems } from "../photos/hero-photos";
import type { Catalogue } from "../schema/catalogue";
import { CatalogueError, type Problem } from "../schema/catalogue-error";
import type { CityEntry } from "../schema/city-entry";
import type { Navigation } from "../schema/navigation";
import type { OfferPopup } from "../schema/offer-popup";
import { type PageEntry, pageSchema } from "../schema/page";
import { type Redirect, redirectsSchema } from "../schema/redirects";
import { servicePhotosSchema } from "../schema/service-photos";
import { testimonialsSchema } from "../schema/testimonials";
import { withNextSteps } from "./acknowledgements";
import { addArticles } from "./article-pages";
import { defaultCatalogueDir } from "./catalogue-dir";
import { addPage, CatalogueReader, type PageSet } from "./catalogue-reader";
import { catalogueRules, duplicatePathProblems, withoutLinksTo } from "./catalogue-rules";
import { addCityPages, readCities } from "./load-cities";
import { readPublishedPaths } from "./published-paths";
import { serviceFacts } from "./service-facts";
import { readSharedFiles, type SharedFiles } from "./shared-files";

export interface LoadOptions {
  /** Include drafts (the dev server, from the app's CATALOGUE_DRAFTS); default: no. */
  drafts?: boolean;
  /** The moment offer dates are compared with; default: now. */
  now?: Date;
  /** What the site's settings turn on (the privacy policy names only those); default: nothing. */
  services?: SiteServices;
}

/**
 * The problems only the whole catalogue shows (one path twice, breadcrumbs, the rules across
 * files), added to the reader's; answers the warnings, which do not stop the build.
 */
function crossFileProblems(
  reader: CatalogueReader,
  set: PageSet,
  files: { navigation: Navigation | undefined; offerPopup: OfferPopup | undefined; redirects: Redirect[] },
  now: Date | undefined,
): Problem[] {
  const { problems } = reader;
  const { pages, files: pageFiles } = set;
  problems.push(...duplicatePathProblems(pages, pageFiles));
  const published = readPublishedPaths(reader.dir, problems);
  problems.push(...breadcrumbProblems(pages, (page) => pageFiles.get(page) ?? "pages"));
  // Rules across files only make sense once every file reads; until then they would only repeat.
  const { navigation, offerPopup, redirects } = files;
  if (!offerPopup || !navigation || problems.length > 0) return [];
  const rules = catalogueRules({ pages, pageFiles, navigation, offerPopup, redirects, published }, now);
  problems.push(...rules.problems);
  return rules.warnings;
}

/** The pages and cities a visitor may see: all of them where drafts are shown, else the published ones. */
function shownOnly(set: PageSet, entries: CityEntry[], showDrafts: boolean) {
  const cityEntries = showDrafts ? entries : entries.filter((entry) => !entry.draft);
  return {
    pages: showDrafts ? set.pages : set.pages.filter((page) => !page.draft),
    draftPaths: new Set(set.pages.filter((page) => page.draft).map((page) => page.path)),
    cityEntries,
    cities: cityEntries
      .map((entry) => ({
        slug: entry.slug,
        name: entry.name,
        state: entry.state,
        path: cityPath(entry.slug, entry.state),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * How many towns the site serves, counted from the towns published, and the map of them in words
 * (its alt text), from the coordinates it is drawn from: facts filled into the pages, never typed.
 */
function addTownFacts(
  reader: CatalogueReader,
  entries: readonly { entry: CityEntry }[],
  { business, navigation }: SharedFiles,
  showDrafts: boolean,
) {
  const published = entries.map(({ entry }) => entry).filter((entry) => !entry.draft);
  const mapped = showDrafts ? entries.map(({ entry }) => entry) : published;
  reader.addFacts({
    townCount: String(published.length),
    areaMapTowns: business && navigation ? describeAreaMap(mapped, business.address.city, navigation.ui.areaMap) : "",
  });
}

/** Fills in what the pages name from other files: the heroes' photographs, the open roles. */
function fillPageFacts(reader: CatalogueReader, set: PageSet, business: SharedFiles["business"]) {
  const servicePhotos = reader.parse("service-photos.json", servicePhotosSchema, reader.json("service-photos.json"));
  if (servicePhotos) fillHeroPhotos(set.pages, servicePhotos);
  if (business) fillOpenRoles(set.pages, business.openRoles, reader.problems);
  return servicePhotos;
}

/**
 * Reads and validates every catalogue file. Collects all problems before failing, so one run of
 * `content:check` shows everything an editor has to fix.
 */
export function loadCatalogue(dir: string = defaultCatalogueDir(), options: LoadOptions = {}): Catalogue {
  const showDrafts = options.drafts ?? false;
  const reader = new CatalogueReader(dir);
  const { problems } = reader;
  const shared = readSharedFiles(reader);
  const { business, navigation, forms, offerPopup, booking, template } = shared;
  // Read once: its samples decide lines of the disclaimer, and its reviews fill the pages.
  const testimonialsFile = reader.json("testimonials.json");
  reader.addFacts(serviceFacts(options.services ?? noServices, business, testimonialsFile));

  const cities = readCities(reader, business?.address.region ?? "");
  addTownFacts(reader, cities.entries, shared, showDrafts);
  const set: PageSet = { pages: [], files: new Map() };
  for (const { file, value: page } of reader.folder("pages", pageSchema)) if (page) addPage(set, page, file);
  addCityPages(reader, set, cities, shared);
  const fileOf = (page: PageEntry) => set.files.get(page) ?? "pages";

  const servicePhotos = fillPageFacts(reader, set, business);
  const testimonials = reader.parse("testimonials.json", testimonialsSchema, testimonialsFile);
  const towns = new Map(cities.entries.map(({ entry }) => [entry.name, entry.geo]));
  if (testimonials) fillReviews(set.pages, testimonials.reviews, fileOf, problems, towns);
  const { articles, template: articleTemplate } = addArticles(reader, set, business, showDrafts);
  const acknowledged = forms && withNextSteps(forms, set.pages, problems);
  problems.push(...firstPictureProblems(set.pages, fileOf));

  const redirects = reader.parse("redirects.json", redirectsSchema, reader.json("redirects.json"))?.redirects ?? [];
  const warnings = crossFileProblems(reader, set, { navigation, offerPopup, redirects }, options.now);

  if (
    problems.length > 0 ||
    !business ||
    !navigation ||
    !acknowledged ||
    !offerPopup ||
    !booking ||
    !template ||
    !articleTemplate ||
    !testimonials ||
    !servicePhotos
  )
    throw new CatalogueError(problems);
  const entries = cities.entries.map(({ entry }) => entry);
  const shown = shownOnly(set, entries, showDrafts);
  return {
    business,
    navigation: showDrafts ? navigation : withoutLinksTo(navigation, shown.draftPaths),
    forms: acknowledged,
    offerPopup,
    booking,
    pages: shown.pages,
    cities: shown.cities,
    cityEntries: shown.cityEntries,
    cityTemplate: template,
    articles,
    redirects,
    warnings,
    pageFiles: new Map(set.pages.map((page) => [page.path, fileOf(page)])),
  };
}
