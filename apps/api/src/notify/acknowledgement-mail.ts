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

// A name as people write one: letters (any script, accents), spaces, hyphens and apostrophes.
const plainName = /^\p{L}[\p{L}\p{M}'’-]*(?: [\p{L}\p{M}'’-]+)*$/u;
const plainNameMax = 40;

/**
 * The first name the greeting may use: the visitor's, when it is a plain name, else none. The
 * acknowledgement goes to whatever address a form names, so free text typed as a name ("Visit
 * http://…") never reaches it: it would make the company's mail carry anyone's message.
 */
export function greetingName(firstName: string): string {
  return firstName.length <= plainNameMax && plainName.test(firstName) ? firstName : "";
}

/**
 * The visitor's short plain confirmation of the form they sent: their first name (a plain one;
 * else the greeting goes without it, "Hi," not "Hi ,") and the request's reference filled in.
 */
export function acknowledgementMail(copy: AcknowledgementCopy, submission: Submission): MailCopy {
  const firstName = greetingName(submission.firstName);
  const values = { firstName, reference: leadReference(submission.id) };
  const fill = (template: string) =>
    fillTemplate(firstName ? template : template.replace(/ ?\{firstName\}/g, ""), values);
  const mail = copy[submission.kind];
  return { subject: fill(mail.subject), text: fill(mail.text) };
}
