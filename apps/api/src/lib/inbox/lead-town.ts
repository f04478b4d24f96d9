import type { CityLink } from "@brightwater/content/types";
import type { TownOf } from "../../db/lead-summary";

/**
 * Where a lead is, for the inbox card: the town they typed (an application's address), else the
 * town whose page they wrote from; "" when neither says (never a guess from the area code).
 */
export function leadTown(cities: readonly Pick<CityLink, "name" | "path">[]): TownOf {
  const byPath = new Map(cities.map((city) => [city.path, city.name]));
  return (row) => {
    const typed = row.details.city?.trim();
    if (typed) return typed;
    const path = row.pagePath.replace(/[?#].*$/, "").replace(/\/+$/, "");
    return byPath.get(path) ?? "";
  };
}
