import { formatDistance, isOfficeTown } from "../facts/travel";
import type { Block } from "../schema/blocks";
import type { CityTemplate } from "../schema/city-template";
import type { SectionContext } from "./city-section-context";

// The sections that follow from the town's distance from the office, computed from the two geo points.

/** Whether the trucks are in this town on a normal day, by the computed distance. */
export function withinDailyRadius(trip: { miles: number }, template: CityTemplate): boolean {
  return trip.miles <= template.travel.dailyRadiusMiles;
}

export function travelStats({ template, fill, trip }: SectionContext): Block[] {
  const items = [
    // The office's own town is not given a distance from itself.
    ...(isOfficeTown(trip) ? [] : [{ value: formatDistance(trip.miles), label: fill(template.travel.distanceLabel) }]),
    { value: template.travel.arrival, label: fill(template.travel.arrivalLabel) },
  ];
  return [{ type: "stats", id: "travel", items }];
}

export function nearby({ entry, template, fill, trip, cityPaths }: SectionContext): Block[] {
  const daily = withinDailyRadius(trip, template);
  const communities = entry.nearby.map((community) => {
    const href = community.city ? cityPaths.get(community.city) : undefined;
    return href ? { name: community.name, href } : { name: community.name };
  });
  return [
    {
      type: "nearbyCommunities",
      folded: true,
      title: fill(template.nearby.title),
      subtitle: fill(daily ? template.nearby.subtitle : template.nearby.farSubtitle),
      communities,
    },
  ];
}
