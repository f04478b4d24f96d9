import { formatDistance, type GeoPoint, travel } from "../facts/travel";
import type { Block } from "../schema/blocks";
import type { CityEntry } from "../schema/city-entry";
import type { CityTemplate } from "../schema/city-template";
import type { PageEntry } from "../schema/page";
import { citySections } from "./city-sections";

/** The parent of every city page in the breadcrumb. */
export const serviceAreasPath = "/service-areas";

/** A town's page: its slug, then its state in lower case (`/service-areas/martinsville-va`). */
export function cityPath(slug: string, state: string): string {
  return `${serviceAreasPath}/${slug}-${state.toLowerCase()}`;
}

/** Where the trucks leave from: the office's town, state and coordinates. */
export interface Office {
  town: string;
  state: string;
  geo: GeoPoint;
}

/** The template's words for one town: `{city}`, `{state}`, `{office}`, `{distance}`. */
export function cityFill(entry: CityEntry, office: Office): (text: string) => string {
  const distance = formatDistance(travel(office.geo, entry.geo).miles);
  return (text: string) =>
    text
      .replaceAll("{city}", entry.name)
      .replaceAll("{state}", entry.state)
      .replaceAll("{office}", office.town)
      .replaceAll("{distance}", distance);
}

/**
 * Expands one city entry into a full page with the shared city template: the template lists the
 * sections in their order (`sections`), and every word comes from the template or the entry,
 * every figure from the data. `cityPaths` maps each city slug that has a page to its path, so
 * nearby towns link only there.
 */
export function cityPage(
  entry: CityEntry,
  template: CityTemplate,
  context: { cityPaths: ReadonlyMap<string, string>; office: Office },
): PageEntry {
  const fill = cityFill(entry, context.office);
  const trip = travel(context.office.geo, entry.geo);
  const section = { entry, template, fill, trip, cityPaths: context.cityPaths };
  const blocks: Block[] = template.sections.flatMap((name) => citySections[name](section));
  return {
    path: cityPath(entry.slug, entry.state),
    seo: { title: fill(template.seo.title), description: fill(template.seo.description) },
    aliases: entry.aliases,
    layout: "city",
    draft: entry.draft,
    noindex: false,
    breadcrumb: { label: fill(template.breadcrumb), parent: serviceAreasPath },
    blocks,
  };
}
