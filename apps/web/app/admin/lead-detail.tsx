import type { LostReason, ReviewChannel, SubmissionStatus } from "@brightwater/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { ContactFields } from "./contact-fields";
import { failureHandler } from "./error-text";
import { recordReviewRequest, setLeadStatus } from "./inbox-api";
import { LeadBooking } from "./lead-booking";
import { LeadHead } from "./lead-head";
import { PipelineActions } from "./pipeline-actions";
import { ReviewRequest } from "./review-request";
import { SourceFields } from "./source-fields";
import { TimelineFields } from "./timeline-fields";
import { useLead } from "./use-lead";

interface LeadDetailProps {
  id: number;
  closeHref: string;
  onStatusChanged: (id: number, status: SubmissionStatus) => void;
  onSignedOut: (notice: string | null) => void;
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
          <LeadBooking lead={lead} onSignedOut={onSignedOut} />
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
