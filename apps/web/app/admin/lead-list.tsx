import type { SubmissionListResponse } from "@brightwater/contracts";
import { Link } from "react-router";
import type { InboxView } from "./inbox-filter";
import { formatMinutes, formatTime, fullName, kindLabels, statusLabels } from "./labels";

interface LeadListProps {
  list: { data: SubmissionListResponse | null; error: string | null; loading: boolean };
  view: InboxView;
  hrefFor: (next: Partial<InboxView>) => string;
}

/** One page of leads, overdue first, then newest first, each a link to its detail; the pager below. */
export function LeadList({ list, view, hrefFor }: LeadListProps) {
  const { data, error, loading } = list;
  return (
    <div className="lead-list" aria-busy={loading}>
      {error ? (
        <p className="inbox-error" role="alert">
          {error}
        </p>
      ) : null}
      {data ? (
        <p className="lead-list__count" role="status">
          {data.total === 0
            ? "No leads match."
            : `${data.total} ${data.total === 1 ? "lead" : "leads"}${data.pageCount > 1 ? `, page ${data.page} of ${data.pageCount}` : ""}`}
          {loading ? " · Loading…" : ""}
        </p>
      ) : loading ? (
        <p className="lead-list__count" role="status">
          Loading…
        </p>
      ) : null}
      {data && data.items.length > 0 ? (
        <ul className="lead-list__items">
          {data.items.map((lead) => (
            <li key={lead.id}>
              <Link
                to={hrefFor({ lead: lead.id })}
                preventScrollReset
                className={`lead-card${lead.id === view.lead ? " lead-card--open" : ""}${lead.overdue ? " lead-card--overdue" : ""}`}
                aria-current={lead.id === view.lead ? "true" : undefined}
              >
                <span className="lead-card__top">
                  <span className="lead-card__name">{fullName(lead) || "(no name)"}</span>
                  <span className="lead-card__badges">
                    {lead.overdue ? <span className="status-badge status-badge--overdue">Overdue</span> : null}
                    <span className={`status-badge status-badge--${lead.status}`}>{statusLabels[lead.status]}</span>
                  </span>
                </span>
                <span className="lead-card__meta">
                  {kindLabels[lead.kind]} · <time dateTime={lead.createdAt}>{formatTime(lead.createdAt)}</time>
                  {lead.source ? ` · ${lead.source}` : ""}
                  {lead.minutesToFirstContact !== null
                    ? ` · first contact after ${formatMinutes(lead.minutesToFirstContact)}`
                    : ""}
                </span>
                {lead.subject ? <span className="lead-card__subject">{lead.subject}</span> : null}
                {lead.excerpt ? <span className="lead-card__excerpt">{lead.excerpt}</span> : null}
                <span className="lead-card__contact">{[lead.phone, lead.email].filter(Boolean).join(" · ")}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.pageCount > 1 ? (
        <nav className="pager" aria-label="Pages">
          {data.page > 1 ? (
            <Link className="button button--secondary" to={hrefFor({ page: data.page - 1, lead: null })}>
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="pager__where">
            Page {data.page} of {data.pageCount}
          </span>
          {data.page < data.pageCount ? (
            <Link className="button button--secondary" to={hrefFor({ page: data.page + 1, lead: null })}>
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
