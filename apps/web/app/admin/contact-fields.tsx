import type { SubmissionDetail } from "@brightwater/contracts";
import { mailtoLink, phoneLink } from "./contact-links";
import { resumeUrl } from "./inbox-api";
import { detailLabels, formatBytes } from "./labels";
import { Field } from "./lead-field";

// Links are made only from values that cannot carry a scheme of their own (contact-links.ts).
// Everything else a visitor wrote is plain text.

/** How to reach them, and what they wrote. */
export function ContactFields({ lead }: { lead: SubmissionDetail }) {
  const phone = phoneLink(lead.phone);
  const email = mailtoLink(lead.email);
  return (
    <>
      <Field label="Phone">{phone ? <a href={phone.tel}>{phone.text}</a> : lead.phone || "—"}</Field>
      <Field label="Email">{email ? <a href={email}>{lead.email}</a> : lead.email || "—"}</Field>
      {lead.subject ? <Field label="Subject">{lead.subject}</Field> : null}
      {lead.message ? (
        <Field label="Message">
          <span className="lead-fields__message">{lead.message}</span>
        </Field>
      ) : null}
      {Object.entries(lead.details).map(([key, value]) => (
        <Field key={key} label={detailLabels[key] ?? key}>
          {value || "—"}
        </Field>
      ))}
      {lead.resume ? (
        <Field label="Résumé">
          <a className="lead-detail__resume" href={resumeUrl(lead.id)} download>
            Download {lead.resume.fileName}
          </a>
          {lead.resume.bytes ? ` (${lead.resume.type.toUpperCase()}, ${formatBytes(lead.resume.bytes)})` : null}
        </Field>
      ) : null}
    </>
  );
}
