import type { SubmissionSummary } from "@brightwater/contracts";
import { Link } from "react-router";
import { phoneLink } from "./contact-links";
import { formatAge, formatMinutes, formatTime, fullName, kindLabels, statusLabels } from "./labels";

interface LeadCardProps {
  lead: SubmissionSummary;
  open: boolean;
  href: string;
  now: Date;
  marking: boolean;
  onMarkContacted: (id: number) => void;
}

/**
 * One lead at a glance: who, what they need, where, how long ago and its status; its number to
 * call in one tap and, while it is new, "Mark contacted" beside it. The name opens everything.
 */
export function LeadCard({ lead, open, href, now, marking, onMarkContacted }: LeadCardProps) {
  const phone = phoneLink(lead.phone);
  const need = lead.subject || lead.excerpt;
  return (
    <li className={`lead-card${open ? " lead-card--open" : ""}${lead.overdue ? " lead-card--overdue" : ""}`}>
      <span className="lead-card__top">
        <Link to={href} preventScrollReset className="lead-card__name" aria-current={open ? "true" : undefined}>
          {fullName(lead) || "(no name)"}
        </Link>
        <span className="lead-card__badges">
          {lead.overdue ? <span className="status-badge status-badge--overdue">Overdue</span> : null}
          <span className={`status-badge status-badge--${lead.status}`}>{statusLabels[lead.status]}</span>
        </span>
      </span>
      {need ? <span className="lead-card__subject">{need}</span> : null}
      {lead.subject && lead.excerpt ? <span className="lead-card__excerpt">{lead.excerpt}</span> : null}
      <span className="lead-card__meta">
        {lead.town ? <span className="lead-card__town">{lead.town} · </span> : null}
        <time dateTime={lead.createdAt} title={formatTime(lead.createdAt)}>
          {formatAge(lead.createdAt, now)}
        </time>
        {` · ${kindLabels[lead.kind]}`}
        {lead.source ? ` · ${lead.source}` : ""}
        {lead.minutesToFirstContact !== null
          ? ` · first contact after ${formatMinutes(lead.minutesToFirstContact)}`
          : ""}
      </span>
      <span className="lead-card__actions">
        {phone ? (
          <a className="button button--primary lead-card__call" href={phone.tel}>
            <span className="visually-hidden">Call {fullName(lead) || "the lead"} at </span>
            {phone.text}
          </a>
        ) : lead.phone ? (
          <span className="lead-card__contact">{lead.phone}</span>
        ) : null}
        {lead.status === "new" ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={marking}
            onClick={() => onMarkContacted(lead.id)}
          >
            {marking ? "Saving…" : "Mark contacted"}
          </button>
        ) : null}
        {lead.email ? <span className="lead-card__contact">{lead.email}</span> : null}
      </span>
    </li>
  );
}
