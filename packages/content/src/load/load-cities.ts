import { basename } from "node:path";
import { cityPage, cityPath } from "../pages/city-page";
import type { Business } from "../schema/business";
import type { Problem } from "../schema/catalogue-error";
import { type CityEntry, cityEntrySchema } from "../schema/city-entry";
import type { CityTemplate } from "../schema/city-template";
import { addPage, type CatalogueReader, type PageSet } from "./catalogue-reader";
import { citySubjectProblems } from "./city-subjects";
import { dailyClaimProblems } from "./daily-claims";

/** Every city file that parses, with its file; a city whose file does not parse still exists (by name). */
export function readCities(reader: CatalogueReader, officeState: string) {
  const entries: { entry: CityEntry; file: string }[] = [];
  const unreadable = new Set<string>();
  for (const { name, file, value: entry } of reader.folder("cities", cityEntrySchema)) {
    if (!entry) {
      unreadable.add(basename(name, ".json"));
      continue;
    }
    if (`${entry.slug}.json` !== name) {
      reader.problems.push({
        file,
        path: "slug",
        message: `expected "${basename(name, ".json")}" to match the file name`,
      });
    }
    entries.push({ entry: { ...entry, state: entry.state ?? officeState }, file });
  }
  return { entries, unreadable };
}

interface CityLinks {
  cityPaths: Map<string, string>;
  draftCities: Set<string>;
  unreadable: Set<string>;
}

/** What is wrong with one city's list of nearby towns: itself, an unknown town, a draft linked from a published one. */
function nearbyProblems(entry: CityEntry, file: string, links: CityLinks): Problem[] {
  return entry.nearby.flatMap((community, index): Problem[] => {
    if (community.city === entry.slug || community.name === entry.name) {
      const message = `names ${entry.name} itself: list only other towns near ${entry.name}, and delete this entry`;
      return [{ file, path: `nearby[${index}]`, message }];
    }
    if (community.city && !links.cityPaths.has(community.city) && !links.unreadable.has(community.city)) {
      return [{ file, path: `nearby[${index}].city`, message: `unknown city "${community.city}"` }];
    }
    if (community.city && !entry.draft && links.draftCities.has(community.city)) {
      return [{ file, path: `nearby[${index}].city`, message: `links to draft city "${community.city}"` }];
    }
    return [];
  });
}

function unknownCardProblems(entry: CityEntry, file: string, template: CityTemplate): Problem[] {
  const known = Object.keys(template.services.cards);
  return entry.serviceCards.flatMap((key, index) =>
    key in template.services.cards
      ? []
      : [
          {
            file,
            path: `serviceCards[${index}]`,
            message: `unknown service card "${key}" (known: ${known.join(", ")})`,
          },
        ],
  );
}

/** Checks every city and adds the page of each whose service cards are all known. */
export function addCityPages(
  reader: CatalogueReader,
  set: PageSet,
  cities: ReturnType<typeof readCities>,
  shared: { business: Business | undefined; template: CityTemplate | undefined },
): void {
  const { business, template } = shared;
  // Every city links its neighbours' pages, drafts too; a published one linking a draft is refused.
  const links: CityLinks = {
    cityPaths: new Map(cities.entries.map(({ entry }) => [entry.slug, cityPath(entry.slug, entry.state)])),
    draftCities: new Set(cities.entries.filter(({ entry }) => entry.draft).map(({ entry }) => entry.slug)),
    unreadable: cities.unreadable,
  };
  const office = business
    ? { town: business.address.city, state: business.address.region, geo: business.address.geo }
    : { town: "", state: "", geo: { latitude: 0, longitude: 0 } };
  const slugOwners = new Map<string, string>();
  for (const { entry, file } of cities.entries) {
    const owner = slugOwners.get(entry.slug);
    if (owner)
      reader.problems.push({ file, path: "slug", message: `duplicate slug "${entry.slug}" (also in ${owner})` });
    else slugOwners.set(entry.slug, file);
    reader.problems.push(...nearbyProblems(entry, file, links));
    if (!template) continue;
    reader.problems.push(
      ...citySubjectProblems(file, entry, template),
      ...dailyClaimProblems(file, entry, template, office),
    );
    const unknownCards = unknownCardProblems(entry, file, template);
    reader.problems.push(...unknownCards);
    if (unknownCards.length === 0)
      addPage(set, cityPage(entry, template, { cityPaths: links.cityPaths, office }), file);
  }
}
