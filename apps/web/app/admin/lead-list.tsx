import type { SubmissionListResponse } from "@brightwater/contracts";
import { Link } from "react-router";
import type { InboxView } from "./inbox-filter";
import { LeadCard } from "./lead-card";
import { useNow } from "./use-now";

interface LeadListProps {
  list: { data: SubmissionListResponse | null; error: string | null; loading: boolean };
  view: InboxView;
  hrefFor: (next: Partial<InboxView>) => string;
  /** Leads being marked contacted from their card just now. */
  marking: ReadonlySet<number>;
  onMarkContacted: (id: number) => void;
}

/** One page of leads, overdue first, then newest first, each a card to call it from; the pager below. */
export function LeadList({ list, view, hrefFor, marking, onMarkContacted }: LeadListProps) {
  // Ages ("12 min ago") move on while the inbox stays open.
  const now = useNow(60_000);
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
            <LeadCard
              key={lead.id}
              lead={lead}
              open={lead.id === view.lead}
              href={hrefFor({ lead: lead.id })}
              now={now}
              marking={marking.has(lead.id)}
              onMarkContacted={onMarkContacted}
            />
          ))}
        </ul>
      ) : null}
      {data && data.pageCount > 1 ? <Pager page={data.page} pageCount={data.pageCount} hrefFor={hrefFor} /> : null}
    </div>
  );
}

/** Previous and next page of the list, and where it is. */
function Pager({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: LeadListProps["hrefFor"] }) {
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? (
        <Link className="button button--secondary" to={hrefFor({ page: page - 1, lead: null })}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="pager__where">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link className="button button--secondary" to={hrefFor({ page: page + 1, lead: null })}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
