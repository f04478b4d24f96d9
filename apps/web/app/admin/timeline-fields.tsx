import type { LostReason, SubmissionDetail } from "@brightwater/contracts";
import { formatMinutes, formatTime, lostReasonLabels, statusLabels } from "./labels";
import { Field } from "./lead-field";

// Links are made only from values that cannot carry a scheme of their own (contact-links.ts), and
// a path of this site. Everything else a visitor wrote is plain text.
// One leading slash only: "//host" is another site.
const sitePath = /^\/(?!\/)[a-z0-9\-/]*$/;

/** Where it was sent from, when, and what the office has done with it since. */
export function TimelineFields({ lead }: { lead: SubmissionDetail }) {
  return (
    <>
      <Field label="Sent from">
        {sitePath.test(lead.pagePath) ? (
          <a href={lead.pagePath} target="_blank" rel="noreferrer">
            {lead.pagePath}
          </a>
        ) : (
          lead.pagePath || "(unknown page)"
        )}
      </Field>
      <Field label="Received">{formatTime(lead.createdAt)}</Field>
      <Field label="First contact">
        {lead.firstContactedAt && lead.minutesToFirstContact !== null
          ? `${formatTime(lead.firstContactedAt)} (after ${formatMinutes(lead.minutesToFirstContact)})`
          : "Not yet"}
      </Field>
      {lead.history.length > 0 ? (
        <Field label="History">
          <ol className="lead-history">
            {lead.history.map((change) => (
              <li key={change.changedAt + change.toStatus}>
                <time dateTime={change.changedAt}>{formatTime(change.changedAt)}</time>:{" "}
                {statusLabels[change.fromStatus]} → {statusLabels[change.toStatus]}
                {change.lostReason && change.lostReason in lostReasonLabels
                  ? ` (${lostReasonLabels[change.lostReason as LostReason]})`
                  : ""}
              </li>
            ))}
          </ol>
        </Field>
      ) : null}
    </>
  );
}
