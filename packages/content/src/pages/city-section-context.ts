import type { Travel } from "../facts/travel";
import type { CityEntry } from "../schema/city-entry";
import type { CityTemplate } from "../schema/city-template";

/** What every section of a city page is built from. */
export interface SectionContext {
  entry: CityEntry;
  template: CityTemplate;
  fill: (text: string) => string;
  trip: Travel;
  cityPaths: ReadonlyMap<string, string>;
}
