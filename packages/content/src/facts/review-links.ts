import type { Business } from "../schema/business";

export interface ReviewLinks {
  /** The business's reviews on its Google profile. */
  read: string;
  /** Google's "write a review" box for the business, opened straight away. */
  write: string;
}

/**
 * Links to the business's own review profile, made from its Google place id. Without a place id
 * there is no profile to send anyone to, so there are no links (never a search page in their place).
 */
export function reviewLinks(business: { rating: Omit<Business["rating"], "source"> }): ReviewLinks | null {
  const placeId = business.rating.placeId;
  if (!placeId) return null;
  const id = encodeURIComponent(placeId);
  return {
    read: `https://search.google.com/local/reviews?placeid=${id}`,
    write: `https://search.google.com/local/writereview?placeid=${id}`,
  };
}
