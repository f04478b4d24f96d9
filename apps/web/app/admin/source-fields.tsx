import type { SubmissionDetail } from "@brightwater/contracts";
import { channelLabels } from "./labels";
import { Field } from "./lead-field";
import { NotificationStatus } from "./notification-status";

const attributionLabels: Record<string, string> = { landingPage: "Landing page", referrer: "Referrer" };

/** Where the visit came from, who was told, and the browser. */
export function SourceFields({ lead }: { lead: SubmissionDetail }) {
  return (
    <>
      <Field label="Source">{lead.source || "—"}</Field>
      {Object.entries(lead.attribution).map(([key, value]) => (
        // Shown as text: these came from a URL the visitor followed, not from us.
        <Field key={key} label={attributionLabels[key] ?? key}>
          <span className="lead-fields__agent">{value}</span>
        </Field>
      ))}
      {lead.notifications.length > 0 ? (
        lead.notifications.map((notification) => (
          <Field key={notification.channel} label={channelLabels[notification.channel]}>
            <NotificationStatus notification={notification} channel={notification.channel} />
          </Field>
        ))
      ) : (
        <Field label="E-mail to the company">
          <NotificationStatus notification={lead.notification} channel="company_email" />
        </Field>
      )}
      <Field label="Browser">
        <span className="lead-fields__agent">{lead.userAgent || "—"}</span>
      </Field>
    </>
  );
}
