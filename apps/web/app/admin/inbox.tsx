import type { SubmissionListResponse, SubmissionStatus } from "@brightwater/contracts";
import { useSite } from "@brightwater/renderer";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { errorText, isSignedOut, sessionEndedNotice } from "./error-text";
import { FilterBar } from "./filter-bar";
import { csvExportUrl, fetchLeads, setLeadStatus, signOut } from "./inbox-api";
import { apiQuery, type InboxView, readView, writeView } from "./inbox-filter";
import { LeadDetail } from "./lead-detail";
import { LeadList } from "./lead-list";
import { LeadSources } from "./lead-sources";
import { PublishHistory } from "./publish-history";
import { Report } from "./report";
import { StorageUsage } from "./storage-usage";

type SubmissionListItem = SubmissionListResponse["items"][number];

interface ListState {
  data: SubmissionListResponse | null;
  error: string | null;
  loading: boolean;
}

/** The list of leads for `listQuery`, fetched again when the query or `version` changes. */
function useLeadList(listQuery: string, version: number, onSignedOut: (notice: string | null) => void) {
  const [list, setList] = useState<ListState>({ data: null, error: null, loading: true });
  useEffect(() => {
    let current = true;
    setList((previous) => ({ ...previous, error: null, loading: true }));
    fetchLeads(listQuery).then(
      (data) => {
        if (current) setList({ data, error: null, loading: false });
      },
      (error: unknown) => {
        if (!current) return;
        if (isSignedOut(error)) onSignedOut(sessionEndedNotice);
        else setList((previous) => ({ ...previous, error: errorText(error), loading: false }));
      },
    );
    return () => {
      current = false;
    };
  }, [listQuery, version, onSignedOut]);
  /** One lead changed in the list, without reloading the list. */
  const changeItem = (id: number, change: (item: SubmissionListItem) => SubmissionListItem) =>
    setList((previous) =>
      previous.data
        ? {
            ...previous,
            data: {
              ...previous.data,
              items: previous.data.items.map((item) => (item.id === id ? change(item) : item)),
            },
          }
        : previous,
    );
  const showError = (error: unknown) => {
    if (isSignedOut(error)) onSignedOut(sessionEndedNotice);
    else setList((previous) => ({ ...previous, error: errorText(error) }));
  };
  return { list, changeItem, showError };
}

/** "Mark contacted" on a card: one tap after the call, stamped as the first contact. */
function useMarkContacted(
  changeItem: ReturnType<typeof useLeadList>["changeItem"],
  showError: (error: unknown) => void,
) {
  const [marking, setMarking] = useState<ReadonlySet<number>>(new Set());
  async function markContacted(id: number) {
    setMarking((previous) => new Set(previous).add(id));
    try {
      const { submission } = await setLeadStatus(id, "contacted");
      changeItem(id, (item) => ({
        ...item,
        status: submission.status,
        overdue: submission.overdue,
        firstContactedAt: submission.firstContactedAt,
        minutesToFirstContact: submission.minutesToFirstContact,
      }));
    } catch (error) {
      showError(error);
    } finally {
      setMarking((previous) => {
        const next = new Set(previous);
        next.delete(id);
        return next;
      });
    }
  }
  return { marking, markContacted };
}

interface InboxBarProps {
  name: string;
  onSignedOut: (notice: string | null) => void;
  showError: (error: unknown) => void;
}

/** The business's name and the sign-out button. */
function InboxBar({ name, onSignedOut, showError }: InboxBarProps) {
  async function leave() {
    try {
      await signOut();
      onSignedOut("You are signed out.");
    } catch (error) {
      if (isSignedOut(error)) onSignedOut("You are signed out.");
      else showError(error);
    }
  }
  return (
    <header className="inbox-bar">
      <div className="container inbox-bar__inner">
        <p className="inbox-bar__title">
          <span className="inbox-bar__brand">{name}</span> Lead inbox
        </p>
        <button type="button" className="button button--secondary inbox-bar__sign-out" onClick={leave}>
          Sign out
        </button>
      </div>
    </header>
  );
}

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
function LeadPanes({ view, list, hrefFor, marking, onMarkContacted, onStatusChanged, onSignedOut }: LeadPanesProps) {
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

/**
 * The signed-in inbox: the list of leads first (on a phone the newest is on the first screen, the
 * filters behind one button), one lead's detail, then leads by page, disk use and the report.
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
          <PublishHistory onSignedOut={onSignedOut} />
          <LeadSources onSignedOut={onSignedOut} />
          <StorageUsage onSignedOut={onSignedOut} />
          <Report onSignedOut={onSignedOut} />
        </div>
      </main>
    </div>
  );
}
