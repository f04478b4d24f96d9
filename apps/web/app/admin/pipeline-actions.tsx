import type { LostReason, SubmissionDetail, SubmissionStatus } from "@brightwater/contracts";
import { useState } from "react";
import { lostReasonLabels, statusLabels } from "./labels";

export interface PipelineProps {
  lead: SubmissionDetail;
  saving: SubmissionStatus | null;
  mark: (status: SubmissionStatus, lostReason: LostReason | "") => void;
}

/** The buttons that move the lead through the pipeline, and "lost" with its reason. */
export function PipelineActions({ lead, saving, mark }: PipelineProps) {
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
