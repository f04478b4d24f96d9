import type { LostReason, ReviewChannel, SubmissionDetail, SubmissionStatus } from "@brightwater/contracts";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { mailtoLink, phoneLink } from "./contact-links";
import { errorText, isSignedOut, sessionEndedNotice } from "./error-text";
import { fetchLead, recordReviewRequest, resumeUrl, setLeadStatus } from "./inbox-api";
import {
  channelLabels,
  detailLabels,
  formatBytes,
  formatMinutes,
  formatTime,
  fullName,
  kindLabels,
  lostReasonLabels,
  statusLabels,
} from "./labels";
import { NotificationStatus } from "./notification-status";
import { ReviewRequest } from "./review-request";

interface LeadDetailProps {
  id: number;
  closeHref: string;
  onStatusChanged: (id: number, status: SubmissionStatus) => void;
  onSignedOut: (notice: string | null) => void;
}

// Links are made only from values that cannot carry a scheme of their own (contact-links.ts), and
// a path of this site. Everything else a visitor wrote is plain text.
// One leading slash only: "//host" is another site.
const sitePath = /^\/(?!\/)[a-z0-9\-/]*$/;

const attributionLabels: Record<string, string> = { landingPage: "Landing page", referrer: "Referrer" };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lead-fields__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Runs an inbox change; a lapsed session signs the office out, any other failure is shown. */
function failureHandler(onSignedOut: (notice: string | null) => void, setError: (text: string) => void) {
  return (failure: unknown) => {
    if (isSignedOut(failure)) onSignedOut(sessionEndedNotice);
    else setError(errorText(failure));
  };
}

/** The lead, fetched when `id` changes; the heading takes focus once it is shown. */
function useLead(id: number, onSignedOut: (notice: string | null) => void) {
  const [lead, setLead] = useState<SubmissionDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
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
        if (current) failureHandler(onSignedOut, setError)(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [id, onSignedOut]);
  return { lead, setLead, error, setError, heading };
}

function LeadHead({ lead, heading }: { lead: SubmissionDetail; heading: RefObject<HTMLHeadingElement | null> }) {
  return (
    <>
      <div className="lead-detail__head">
        <h2 id="lead-detail-heading" ref={heading} tabIndex={-1}>
          {fullName(lead) || "(no name)"}
        </h2>
        {lead.overdue ? <span className="status-badge status-badge--overdue">Overdue</span> : null}
        <span className={`status-badge status-badge--${lead.status}`}>
          {statusLabels[lead.status]}
          {lead.status === "lost" && lead.lostReason ? `: ${lostReasonLabels[lead.lostReason]}` : ""}
        </span>
      </div>
      <p className="lead-detail__meta">
        {kindLabels[lead.kind]} · {lead.reference} · <time dateTime={lead.createdAt}>{formatTime(lead.createdAt)}</time>
      </p>
    </>
  );
}

interface PipelineProps {
  lead: SubmissionDetail;
  saving: SubmissionStatus | null;
  mark: (status: SubmissionStatus, lostReason: LostReason | "") => void;
}

/** The buttons that move the lead through the pipeline, and "lost" with its reason. */
function PipelineActions({ lead, saving, mark }: PipelineProps) {
  const [lostReason, setLostReason] = useState<LostReason | "">("");
  return (
    <fieldset className="lead-detail__actions">
      <legend className="visually-hidden">Move this lead in the pipeline</legend>
      {(["contacted", "quoted", "booked", "new", "spam"] as const).map((status) => (
        <button
          key={status}
          type="button"
          className={`button ${status === "contacted" && lead.status === "new" ? "button--primary" : "button--secondary"}`}
          disabled={saving !== null || lead.status === status}
          onClick={() => mark(status, lostReason)}
        >
          {saving === status ? "Saving…" : `Mark ${statusLabels[status].toLowerCase()}`}
        </button>
      ))}
      <span className="lead-detail__lost">
        <label htmlFor={`lost-reason-${lead.id}`}>Lost because</label>
        <select
          id={`lost-reason-${lead.id}`}
          value={lostReason}
          onChange={(event) => setLostReason(event.currentTarget.value as LostReason | "")}
        >
          <option value="">Choose a reason</option>
          {(Object.keys(lostReasonLabels) as LostReason[]).map((reason) => (
            <option key={reason} value={reason}>
              {lostReasonLabels[reason]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--secondary"
          disabled={saving !== null || (lead.status === "lost" && lead.lostReason === lostReason)}
          onClick={() => mark("lost", lostReason)}
        >
          {saving === "lost" ? "Saving…" : "Mark lost"}
        </button>
      </span>
    </fieldset>
  );
}

/** How to reach them, and what they wrote. */
function ContactFields({ lead }: { lead: SubmissionDetail }) {
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

/** Where it was sent from, when, and what the office has done with it since. */
function TimelineFields({ lead }: { lead: SubmissionDetail }) {
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

/** Where the visit came from, who was told, and the browser. */
function SourceFields({ lead }: { lead: SubmissionDetail }) {
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

/** Everything stored about one lead, with the buttons that mark it. */
export function LeadDetail({ id, closeHref, onStatusChanged, onSignedOut }: LeadDetailProps) {
  const { lead, setLead, error, setError, heading } = useLead(id, onSignedOut);
  const [saving, setSaving] = useState<SubmissionStatus | null>(null);
  const failed = failureHandler(onSignedOut, setError);

  async function mark(status: SubmissionStatus, lostReason: LostReason | "") {
    if (status === "lost" && !lostReason) {
      setError("Choose why the lead was lost first.");
      return;
    }
    setSaving(status);
    setError(null);
    try {
      const { submission } = await setLeadStatus(id, status, status === "lost" && lostReason ? lostReason : undefined);
      setLead(submission);
      onStatusChanged(id, submission.status);
    } catch (failure) {
      failed(failure);
    } finally {
      setSaving(null);
    }
  }

  async function reviewRequested(channel: ReviewChannel) {
    setError(null);
    try {
      setLead((await recordReviewRequest(id, channel)).submission);
    } catch (failure) {
      failed(failure);
    }
  }

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
          <LeadHead lead={lead} heading={heading} />
          <PipelineActions lead={lead} saving={saving} mark={mark} />
          {lead.status === "booked" ? <ReviewRequest lead={lead} onSent={reviewRequested} /> : null}
          <dl className="lead-fields">
            <ContactFields lead={lead} />
            <TimelineFields lead={lead} />
            <SourceFields lead={lead} />
          </dl>
        </>
      ) : error ? null : (
        <p role="status">Loading the lead…</p>
      )}
    </section>
  );
}
