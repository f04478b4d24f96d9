import type { SubmissionStatus } from "@brightwater/contracts";
import { csvExportUrl } from "./inbox-api";
import type { InboxView } from "./inbox-filter";
import { LeadDetail } from "./lead-detail";
import { LeadList } from "./lead-list";
import type { ListState } from "./use-lead-list";

interface LeadPanesProps {
  view: InboxView;
  list: ListState;
  hrefFor: (next: Partial<InboxView>) => string;
  marking: ReadonlySet<number>;
  onMarkContacted: (id: number) => void;
  onStatusChanged: (id: number, status: SubmissionStatus) => void;
  onSignedOut: (notice: string | null) => void;
}

/** The list of leads, and beside it (below it on a phone) the lead that is open. */
export function LeadPanes({
  view,
  list,
  hrefFor,
  marking,
  onMarkContacted,
  onStatusChanged,
  onSignedOut,
}: LeadPanesProps) {
  return (
    <div className="inbox__panes">
      <section className="inbox__list" aria-labelledby="inbox-list-heading">
        <div className="inbox__list-head">
          <h2 id="inbox-list-heading">Leads</h2>
          <a className="button button--secondary inbox__export" href={csvExportUrl(view)} download>
            Export CSV
          </a>
        </div>
        <LeadList list={list} view={view} hrefFor={hrefFor} marking={marking} onMarkContacted={onMarkContacted} />
      </section>
      {view.lead ? (
        <LeadDetail
          key={view.lead}
          id={view.lead}
          closeHref={hrefFor({ lead: null })}
          onStatusChanged={onStatusChanged}
          onSignedOut={onSignedOut}
        />
      ) : (
        <p className="inbox__placeholder">Choose a lead to see everything it holds.</p>
      )}
    </div>
  );
}
