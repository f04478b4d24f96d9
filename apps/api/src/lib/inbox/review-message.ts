import { type Catalogue, reviewLinks } from "@brightwater/content";
import type { ReviewMessage } from "@brightwater/contracts";
import type { Submission } from "../../db/schema";
import { fillTemplate } from "./fill-template";

/** What to set so that the inbox can ask for reviews (shown where the links would be). */
export const reviewLinkMissing =
  "No review link is configured: set the business's Google place id (rating.placeId in business.json) to ask for reviews.";

/**
 * The review request for one customer: the catalogue's words with their first name and the
 * business's "write a review" link, the same link for every customer. Null without a link.
 */
export function reviewMessage(
  catalogue: Pick<Catalogue, "business" | "forms">,
  lead: Pick<Submission, "firstName">,
): ReviewMessage | null {
  const links = reviewLinks(catalogue.business);
  if (!links) return null;
  const values = { firstName: lead.firstName, reviewLink: links.write };
  const fill = (template: string) => fillTemplate(template, values);
  const copy = catalogue.forms.reviewRequest;
  return { link: links.write, subject: fill(copy.subject), body: fill(copy.text) };
}
