import { leadReference } from "@brightwater/contracts";
import type { Submission } from "../db/schema";

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
  const fill = (template: string) =>
    template.replaceAll("{firstName}", submission.firstName).replaceAll("{reference}", leadReference(submission.id));
  return { subject: fill(copy.subject), text: fill(copy.text) };
}
