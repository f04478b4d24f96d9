import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import type { BlogPost } from "@brightwater/contracts";
import type { z } from "zod";
import { articlePage, articleSummary, articleTemplateSchema } from "./article-page";
import { loadArticles } from "./articles";
import { breadcrumbProblems } from "./breadcrumbs";
import { CatalogueError, jsonErrorMessage, type Problem, problemsFromZod } from "./catalogue-error";
import { catalogueRules, duplicatePathProblems, withoutLinksTo } from "./catalogue-rules";
import { cityPage, cityPath } from "./city-page";
import { citySubjectProblems } from "./city-subjects";
import { dailyClaimProblems } from "./daily-claims";
import { financingTerms } from "./financing-terms";
import { fillHeroPhotos } from "./hero-photos";
import { interpolate, type Placeholders } from "./interpolate";
import { readPublishedPaths } from "./published-paths";
import { type Redirect, redirectsSchema } from "./redirects";
import { fillReviews } from "./reviews";
import { type Business, businessSchema } from "./schema/business";
import { type CityEntry, type CityLink, type CityTemplate, cityEntrySchema, cityTemplateSchema } from "./schema/city";
import { type FormsCopy, formsSchema } from "./schema/forms";
import { type Navigation, navigationSchema } from "./schema/navigation";
import { type OfferPopup, offerPopupSchema } from "./schema/offer-popup";
import { type PageEntry, pageSchema } from "./schema/page";
import { servicePhotosSchema } from "./schema/service-photos";
import { testimonialsSchema } from "./schema/testimonials";
import { typedFactProblems } from "./typed-facts";

export interface Catalogue {
  business: Business;
  navigation: Navigation;
  forms: FormsCopy;
  offerPopup: OfferPopup;
  /** Every page, city pages expanded, in a stable order (drafts only when they are shown). */
  pages: PageEntry[];
  cities: CityLink[];
  cityEntries: CityEntry[];
  /** The copy and dispatch rule every city page shares. */
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

export interface LoadOptions {
  /** Include drafts (the dev server); default: CATALOGUE_DRAFTS=show. */
  drafts?: boolean;
  /** The moment offer dates are compared with; default: now. */
  now?: Date;
}

/** Whether this process shows drafts: the dev server sets CATALOGUE_DRAFTS=show. */
export function draftsShown(): boolean {
  return process.env.CATALOGUE_DRAFTS === "show";
}

/**
 * The catalogue shipped with this package, resolved through the package name so bundles find it;
 * CATALOGUE_DIR points elsewhere (a test builds the site from a modified copy).
 */
export function defaultCatalogueDir(): string {
  if (process.env.CATALOGUE_DIR) return process.env.CATALOGUE_DIR;
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("@brightwater/content/package.json")), "catalogue");
}

function listJson(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
}

/** Whole years since the founding year, as of `today` (the build date). */
export function yearsInBusiness(foundedYear: number, today: Date): number {
  return today.getUTCFullYear() - foundedYear;
}

function businessPlaceholders(business: Business): Placeholders {
  const claims = Object.fromEntries(Object.entries(business.claims).map(([key, claim]) => [key, claim.text]));
  return {
    ...claims,
    businessName: business.name,
    phone: business.phone.display,
    email: business.email,
    license: business.license,
    foundedYear: String(business.foundedYear),
    years: String(yearsInBusiness(business.foundedYear, new Date())),
    rating: String(business.rating.value),
    reviewCount: String(business.rating.count),
    ratingSource: business.rating.source,
    officeHours: business.hours.office,
    emergencyHours: business.hours.emergency,
    // Without agreed terms these are missing, and the list items naming them are left out.
    financingApplyUrl: business.financing?.applyUrl ?? null,
    financingTerms: business.financing ? financingTerms(business.financing) : null,
    // Filled in by the page itself (a review's own star count).
    stars: "{stars}",
  };
}

/**
 * Reads and validates every catalogue file. Collects all problems before failing, so one run of
 * `content:check` shows everything an editor has to fix.
 */
export function loadCatalogue(dir: string = defaultCatalogueDir(), options: LoadOptions = {}): Catalogue {
  const problems: Problem[] = [];
  const showDrafts = options.drafts ?? draftsShown();

  const readJson = (relative: string): unknown => {
    let text: string;
    try {
      text = readFileSync(join(dir, relative), "utf8");
    } catch (error) {
      problems.push({ file: relative, path: "", message: (error as Error).message });
      return undefined;
    }
    try {
      return JSON.parse(text);
    } catch (error) {
      problems.push({ file: relative, path: "", message: jsonErrorMessage(error as Error, text) });
      return undefined;
    }
  };

  const parse = <S extends z.ZodType>(relative: string, schema: S, raw: unknown): z.output<S> | undefined => {
    if (raw === undefined) return undefined;
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    problems.push(...problemsFromZod(relative, result.error, raw));
    return undefined;
  };

  const business = parse("business.json", businessSchema, readJson("business.json"));
  const placeholders = business ? businessPlaceholders(business) : {};
  const readFilled = (relative: string, extra: Placeholders = {}) => {
    const raw = readJson(relative);
    if (raw === undefined) return undefined;
    if (/^(pages|templates|cities)\//.test(relative)) problems.push(...typedFactProblems(relative, raw));
    return interpolate(raw, { ...placeholders, ...extra }, relative, problems);
  };

  // A review's platform and date are filled in beside each review.
  const navigation = parse(
    "navigation.json",
    navigationSchema,
    readFilled("navigation.json", { platform: "{platform}", date: "{date}" }),
  );
  // The acknowledgement e-mail names the visitor and the request, and a review request carries
  // the review link: filled in when each is sent.
  const forms = parse(
    "forms.json",
    formsSchema,
    readFilled("forms.json", { firstName: "{firstName}", reference: "{reference}", reviewLink: "{reviewLink}" }),
  );
  const offerPopup = parse("offer-popup.json", offerPopupSchema, readFilled("offer-popup.json"));
  const template = parse(
    "templates/city-page.json",
    cityTemplateSchema,
    // These stay for cityPage() to fill in for each town.
    readFilled("templates/city-page.json", {
      city: "{city}",
      office: "{office}",
      distance: "{distance}",
      arrival: "{arrival}",
      names: "{names}",
      count: "{count}",
    }),
  );

  const pages: PageEntry[] = [];
  const pageFiles = new Map<PageEntry, string>();
  for (const name of listJson(join(dir, "pages"))) {
    const file = `pages/${name}`;
    const page = parse(file, pageSchema, readFilled(file));
    if (page) {
      pages.push(page);
      pageFiles.set(page, file);
    }
  }

  const cityEntries: CityEntry[] = [];
  const cityFiles = new Map<CityEntry, string>();
  // A city whose file does not parse still exists: links to it are not "unknown" on top.
  const unreadableCities = new Set<string>();
  for (const name of listJson(join(dir, "cities"))) {
    const file = `cities/${name}`;
    const entry = parse(file, cityEntrySchema, readFilled(file));
    if (!entry) {
      unreadableCities.add(basename(name, ".json"));
      continue;
    }
    if (`${entry.slug}.json` !== name) {
      problems.push({ file, path: "slug", message: `expected "${basename(name, ".json")}" to match the file name` });
    }
    cityEntries.push(entry);
    cityFiles.set(entry, file);
  }

  const visibleEntries = showDrafts ? cityEntries : cityEntries.filter((entry) => !entry.draft);
  const cities = visibleEntries
    .map((entry) => ({ slug: entry.slug, name: entry.name, path: cityPath(entry.slug) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  // Every city links its neighbours' pages, drafts too; a published one linking a draft is refused.
  const cityPaths = new Map(cityEntries.map((entry) => [entry.slug, cityPath(entry.slug)]));
  const draftCities = new Set(cityEntries.filter((entry) => entry.draft).map((entry) => entry.slug));

  const office = business
    ? { town: business.address.city, geo: business.address.geo }
    : { town: "", geo: { latitude: 0, longitude: 0 } };

  const slugOwners = new Map<string, string>();
  for (const entry of cityEntries) {
    const file = cityFiles.get(entry) ?? "cities";
    const owner = slugOwners.get(entry.slug);
    if (owner) problems.push({ file, path: "slug", message: `duplicate slug "${entry.slug}" (also in ${owner})` });
    else slugOwners.set(entry.slug, file);
    entry.nearby.forEach((community, index) => {
      if (community.city === entry.slug || community.name === entry.name) {
        problems.push({
          file,
          path: `nearby[${index}]`,
          message: `names ${entry.name} itself: list only other towns near ${entry.name}, and delete this entry`,
        });
      } else if (community.city && !cityPaths.has(community.city) && !unreadableCities.has(community.city)) {
        problems.push({ file, path: `nearby[${index}].city`, message: `unknown city "${community.city}"` });
      } else if (community.city && !entry.draft && draftCities.has(community.city)) {
        problems.push({ file, path: `nearby[${index}].city`, message: `links to draft city "${community.city}"` });
      }
    });
    if (template) {
      problems.push(...citySubjectProblems(file, entry, template));
      problems.push(...dailyClaimProblems(file, entry, template, office));
      let cardsKnown = true;
      entry.serviceCards.forEach((key, index) => {
        if (!(key in template.services.cards)) {
          cardsKnown = false;
          const known = Object.keys(template.services.cards).join(", ");
          problems.push({
            file,
            path: `serviceCards[${index}]`,
            message: `unknown service card "${key}" (known: ${known})`,
          });
        }
      });
      if (cardsKnown) {
        const page = cityPage(entry, template, { cityPaths, office });
        pages.push(page);
        pageFiles.set(page, file);
      }
    }
  }

  const servicePhotos = parse("service-photos.json", servicePhotosSchema, readJson("service-photos.json"));
  if (servicePhotos) fillHeroPhotos(pages, servicePhotos);

  const testimonials = parse("testimonials.json", testimonialsSchema, readJson("testimonials.json"));
  const towns = new Map(cityEntries.map((entry) => [entry.name, entry.geo]));
  if (testimonials) {
    fillReviews(pages, testimonials.reviews, (page) => pageFiles.get(page) ?? "pages", problems, towns);
  }

  const { articles: allArticles, drafts: draftArticles } = loadArticles(join(dir, "articles"), problems);
  const articles = showDrafts ? allArticles : allArticles.filter((post) => !draftArticles.has(post.id));
  const articleTemplate = parse(
    "templates/article-page.json",
    articleTemplateSchema,
    readFilled("templates/article-page.json", { title: "{title}" }),
  );
  if (business && articleTemplate) {
    const summaries = articles.map((post) => articleSummary(post, business.name));
    for (const page of pages) {
      for (const block of page.blocks) if (block.type === "articleList") block.posts = summaries;
    }
    for (const post of allArticles) {
      const page = { ...articlePage(post, articleTemplate, business.name), draft: draftArticles.has(post.id) };
      pages.push(page);
      pageFiles.set(page, `articles/${post.id}.md`);
    }
  }

  problems.push(...duplicatePathProblems(pages, pageFiles));

  const redirects = parse("redirects.json", redirectsSchema, readJson("redirects.json"))?.redirects ?? [];
  const published = readPublishedPaths(dir, problems);
  const warnings: Problem[] = [];
  const fileOf = (page: PageEntry) => pageFiles.get(page) ?? "pages";
  problems.push(...breadcrumbProblems(pages, fileOf));
  // Rules across files only make sense once every file reads; until then they would only repeat.
  if (offerPopup && navigation && problems.length === 0) {
    const rules = catalogueRules({ pages, pageFiles, navigation, offerPopup, redirects, published }, options.now);
    problems.push(...rules.problems);
    warnings.push(...rules.warnings);
  }

  if (
    problems.length > 0 ||
    !business ||
    !navigation ||
    !forms ||
    !offerPopup ||
    !template ||
    !articleTemplate ||
    !testimonials ||
    !servicePhotos
  )
    throw new CatalogueError(problems);
  const draftPaths = new Set(pages.filter((page) => page.draft).map((page) => page.path));
  return {
    business,
    navigation: showDrafts ? navigation : withoutLinksTo(navigation, draftPaths),
    forms,
    offerPopup,
    pages: showDrafts ? pages : pages.filter((page) => !page.draft),
    cities,
    cityEntries: visibleEntries,
    cityTemplate: template,
    articles,
    redirects,
    warnings,
    pageFiles: new Map(pages.map((page) => [page.path, fileOf(page)])),
  };
}
