import { notAProfile } from "../facts/social-profiles";
import type { Catalogue } from "../schema/catalogue";
import type { AddFinding } from "./launch-finding";
import { moneyFindings } from "./money-findings";

/** business.json's facts still unconfirmed: the address, the rating, the profiles, the claims, and the money pages' facts. */
export function businessFindings(business: Catalogue["business"], add: AddFinding): void {
  if (!business.address.confirmed) {
    add(
      "business.json",
      "address",
      `the street address "${business.address.street}" is not confirmed`,
      'put the office\'s real address and geo point, then set "confirmed": true',
    );
  }
  if (!business.rating.placeId) {
    add(
      "business.json",
      "rating.placeId",
      "no Google place id, so no page links to the reviews or asks for one",
      "put the place id of the business's Google profile (Google's Place ID Finder)",
    );
  }
  if (!business.rating.asOf) {
    add(
      "business.json",
      "rating",
      `the rating ${business.rating.value} from ${business.rating.count} ${business.rating.source} reviews is not dated`,
      'read both figures from the profile and put the day in "asOf"',
    );
  }
  business.social.forEach((profile, index) => {
    // A link that is no one's page is listed once, above, by its URL.
    if (profile.sample && notAProfile(profile.url) === null) {
      add(
        "business.json",
        `social[${index}]`,
        `${profile.label} is a sample, not the business's profile`,
        'put the profile\'s URL and remove "sample", or delete the entry (no profile: no icon)',
      );
    }
  });
  moneyFindings(business, add);
  for (const [key, claim] of Object.entries(business.claims)) {
    if (!claim.sample) continue;
    add(
      "business.json",
      `claims.${key}`,
      `"${claim.text}" is not confirmed (${claim.source})`,
      'have the owner confirm or correct it, put the source, and remove "sample"',
    );
  }
}
