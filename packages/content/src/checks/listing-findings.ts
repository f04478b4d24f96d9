import type { Catalogue } from "../schema/catalogue";
import type { LaunchFinding } from "./launch-finding";

/** Digits after the decimal point, as the number is written. */
function decimals(value: number): number {
  return String(value).split(".")[1]?.length ?? 0;
}

/** The office's point in the structured data: at least 5 decimals (Google asks for 5), and the office's own. */
export function officePointFindings(business: Catalogue["business"]): LaunchFinding[] {
  const { latitude, longitude } = business.address.geo;
  const point = `${latitude}, ${longitude}`;
  const findings: LaunchFinding[] = [];
  if (Math.min(decimals(latitude), decimals(longitude)) < 5) {
    findings.push({
      file: "business.json",
      path: "address.geo",
      problem: `the office's point (${point}) has fewer than 5 decimals, which Google asks for`,
      fix: "put the office's point as its Google listing gives it, to 5 decimals or more",
    });
  }
  if (!business.address.confirmed) {
    findings.push({
      file: "business.json",
      path: "address.geo",
      problem: `the point ${point} every page's structured data gives is not confirmed as the office's own`,
      fix: 'put the office\'s point from its Google listing (5 decimals) with its source, then set address "confirmed": true',
    });
  }
  return findings;
}

/**
 * Every map a page shows must be the business's own listing: a search for its name and its
 * confirmed address, with a place id to say the listing exists. Until then the map may show a
 * town, or nothing the business owns.
 */
export function mapFindings(catalogue: Catalogue): LaunchFinding[] {
  const { business } = catalogue;
  const listed = business.address.confirmed && business.rating.placeId !== undefined;
  return catalogue.pages.flatMap((page) =>
    page.blocks.flatMap((block, index) => {
      if (block.type !== "mapEmbed") return [];
      const own = block.query.startsWith(business.name) && block.query.includes(business.address.street);
      if (own && listed) return [];
      const file = catalogue.pageFiles.get(page.path) ?? "pages";
      return [
        {
          file,
          // A town's map is its entry's `map`; a page's is the block itself.
          path: file.startsWith("cities/") ? "map" : `blocks[${index}].query`,
          problem: own
            ? `the map on ${page.path} searches "${block.query}", and nothing yet says that finds the business's own Google listing`
            : `the map on ${page.path} searches "${block.query}", which is not the business's listing`,
          fix: "confirm the office's address and put the Google place id in business.json, then check the map shows the listing",
        },
      ];
    }),
  );
}
