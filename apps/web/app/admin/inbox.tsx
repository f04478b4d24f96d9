import type { SubmissionStatus } from "@brightwater/contracts";
import { useSite } from "@brightwater/renderer";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Bookings } from "./bookings";
import { FilterBar } from "./filter-bar";
import { InboxBar } from "./inbox-bar";
import { apiQuery, type InboxView, readView, writeView } from "./inbox-filter";
import { LeadPanes } from "./lead-panes";
import { LeadSources } from "./lead-sources";
import { PublishHistory } from "./publish-history";
import { Report } from "./report";
import { StorageUsage } from "./storage-usage";
import { useLeadList } from "./use-lead-list";
import { useMarkContacted } from "./use-mark-contacted";

/**
 * The signed-in inbox: the list of leads first (on a phone the newest is on the first screen, the
 * filters behind one button), one lead's detail, then the day's booked times, leads by page, disk
 * use and the report.
 */
export function Inbox({ onSignedOut }: { onSignedOut: (notice: string | null) => void }) {
  const { business } = useSite();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  // Bumped by Apply: the same filter applied again fetches the list again (new leads arrive).
  const [listVersion, setListVersion] = useState(0);
  const { list, changeItem, showError } = useLeadList(
    apiQuery(view, { withPage: true }).toString(),
    listVersion,
    onSignedOut,
  );
  const { marking, markContacted } = useMarkContacted(changeItem, showError);

  /** A link target for another view of the inbox, e.g. the next page or one lead. */
  const hrefFor = (next: Partial<InboxView>) => {
    const query = writeView({ ...view, ...next }).toString();
    return query ? `?${query}` : "?";
  };
  // A lead marked in the detail view changes in the list too.
  const statusChanged = (id: number, status: SubmissionStatus) =>
    changeItem(id, (item) => ({ ...item, status, overdue: item.overdue && status === "new" }));

  return (
    <div className={`inbox${view.lead ? " inbox--lead-open" : ""}`}>
      <InboxBar name={business.name} onSignedOut={onSignedOut} showError={showError} />
      <main id="main-content" className="container inbox__main">
        <h1 className="visually-hidden">Lead inbox</h1>
        <div className="inbox__tools">
          <FilterBar
            view={view}
            onApply={(next) => {
              setParams(writeView({ ...next, page: 1, lead: view.lead }));
              setListVersion((version) => version + 1);
            }}
          />
        </div>
        <LeadPanes
          view={view}
          list={list}
          hrefFor={hrefFor}
          marking={marking}
          onMarkContacted={markContacted}
          onStatusChanged={statusChanged}
          onSignedOut={onSignedOut}
        />
        <div className="inbox__after">
          <Bookings leadHref={(id) => hrefFor({ lead: id })} onSignedOut={onSignedOut} />
          <PublishHistory onSignedOut={onSignedOut} />
          <LeadSources onSignedOut={onSignedOut} />
          <StorageUsage onSignedOut={onSignedOut} />
          <Report onSignedOut={onSignedOut} />
        </div>
      </main>
    </div>
  );
}
