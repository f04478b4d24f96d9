import type { SubmissionDetail } from "@brightwater/contracts";
import type { RefObject } from "react";
import { formatTime, fullName, kindLabels, lostReasonLabels, statusLabels } from "./labels";

/** The lead's name, its badges, its kind, reference and time; the heading takes focus when the lead opens. */
export function LeadHead({ lead, heading }: { lead: SubmissionDetail; heading: RefObject<HTMLHeadingElement | null> }) {
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
