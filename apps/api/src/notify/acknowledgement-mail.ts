import { leadReference } from "@brightwater/contracts";
import type { FormKind } from "@brightwater/contracts/thank-you";
import type { Submission } from "../db/schema";
import { fillTemplate } from "../lib/inbox/fill-template";

/** One mail's words from the catalogue, business facts and the form's next step already filled in. */
export interface MailCopy {
  subject: string;
  text: string;
}

/** The catalogue's acknowledgement of each form: what that form's own thank-you page says. */
export type AcknowledgementCopy = Readonly<Record<FormKind, MailCopy>>;

/** The visitor's short plain confirmation of the form they sent: their first name and the request's reference filled in. */
export function acknowledgementMail(copy: AcknowledgementCopy, submission: Submission): MailCopy {
  const values = { firstName: submission.firstName, reference: leadReference(submission.id) };
  const fill = (template: string) => fillTemplate(template, values);
  const mail = copy[submission.kind];
  return { subject: fill(mail.subject), text: fill(mail.text) };
}
