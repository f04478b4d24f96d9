import type { SubmissionDetail, SubmissionStatus } from "@brightwater/contracts";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { errorText, isSignedOut, sessionEndedNotice } from "./error-text";
import { fetchLead, resumeUrl, setLeadStatus } from "./inbox-api";
import { detailLabels, formatBytes, formatTime, fullName, kindLabels, statusLabels } from "./labels";
import { NotificationStatus } from "./notification-status";

interface LeadDetailProps {
  id: number;
  closeHref: string;
  onStatusChanged: (id: number, status: SubmissionStatus) => void;
  onSignedOut: (notice: string | null) => void;
}

// Links are made only from values that cannot carry a scheme of their own: a path of this site,
// digits for tel:, a checked address for mailto:. Everything else a visitor wrote is plain text.
// One leading slash only: "//host" is another site.
const sitePath = /^\/(?!\/)[a-z0-9\-/]*$/;
const emailAddress = /^[^\s@:/?#]+@[^\s@:/?#]+$/;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lead-fields__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Everything stored about one lead, with the buttons that mark it. */
export function LeadDetail({ id, closeHref, onStatusChanged, onSignedOut }: LeadDetailProps) {
  const [lead, setLead] = useState<SubmissionDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<SubmissionStatus | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    fetchLead(id).then(
      ({ submission }) => {
        if (!current) return;
        setLead(submission);
        // Moves reading (and, on a phone, the screen) to the lead that was opened.
        requestAnimationFrame(() => heading.current?.focus());
      },
      (failure: unknown) => {
        if (!current) return;
        if (isSignedOut(failure)) onSignedOut(sessionEndedNotice);
        else setError(errorText(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [id, onSignedOut]);

  async function mark(status: SubmissionStatus) {
    setSaving(status);
    setError(null);
    try {
      const { submission } = await setLeadStatus(id, status);
      setLead(submission);
      onStatusChanged(id, submission.status);
    } catch (failure) {
      if (isSignedOut(failure)) onSignedOut(sessionEndedNotice);
      else setError(errorText(failure));
    } finally {
      setSaving(null);
    }
  }

  const phoneDigits = lead?.phone.replace(/[^\d+]/g, "") ?? "";
  return (
    <section className="lead-detail" aria-labelledby="lead-detail-heading">
      <Link to={closeHref} preventScrollReset className="lead-detail__close">
        <span aria-hidden="true">←</span> Back to the list
      </Link>
      {error ? (
        <p className="inbox-error" role="alert">
          {error}
        </p>
      ) : null}
      {lead ? (
        <>
          <div className="lead-detail__head">
            <h2 id="lead-detail-heading" ref={heading} tabIndex={-1}>
              {fullName(lead) || "(no name)"}
            </h2>
            <span className={`status-badge status-badge--${lead.status}`}>{statusLabels[lead.status]}</span>
          </div>
          <p className="lead-detail__meta">
            {kindLabels[lead.kind]} · lead {lead.id} ·{" "}
            <time dateTime={lead.createdAt}>{formatTime(lead.createdAt)}</time>
          </p>
          <fieldset className="lead-detail__actions">
            <legend className="visually-hidden">Mark this lead</legend>
            {(["handled", "new", "spam"] as const).map((status) => (
              <button
                key={status}
                type="button"
                className={`button ${status === "handled" ? "button--primary" : "button--secondary"}`}
                disabled={saving !== null || lead.status === status}
                onClick={() => mark(status)}
              >
                {saving === status ? "Saving…" : `Mark ${statusLabels[status].toLowerCase()}`}
              </button>
            ))}
          </fieldset>
          <dl className="lead-fields">
            <Field label="Phone">
              {phoneDigits ? <a href={`tel:${phoneDigits}`}>{lead.phone}</a> : lead.phone || "—"}
            </Field>
            <Field label="Email">
              {emailAddress.test(lead.email) ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : lead.email || "—"}
            </Field>
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
            <Field label="E-mail to the company">
              <NotificationStatus notification={lead.notification} />
            </Field>
            <Field label="Browser">
              <span className="lead-fields__agent">{lead.userAgent || "—"}</span>
            </Field>
          </dl>
        </>
      ) : error ? null : (
        <p role="status">Loading the lead…</p>
      )}
    </section>
  );
}
