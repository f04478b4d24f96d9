import { leadReference } from "@brightwater/contracts";
import type { Submission } from "../db/schema";
import { fillTemplate } from "../lib/inbox/fill-template";

/** The catalogue's words for the acknowledgement, business facts already filled in. */
export interface AcknowledgementCopy {
  subject: string;
  text: string;
}

/** The visitor's short plain confirmation: their first name and the request's reference filled in. */
export function acknowledgementMail(
  copy: AcknowledgementCopy,
  submission: Submission,
): { subject: string; text: string } {
  const values = { firstName: submission.firstName, reference: leadReference(submission.id) };
  const fill = (template: string) => fillTemplate(template, values);
  return { subject: fill(copy.subject), text: fill(copy.text) };
}
