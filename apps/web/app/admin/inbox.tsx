import type { SubmissionListResponse, SubmissionStatus } from "@brightwater/contracts";
import { useSite } from "@brightwater/renderer";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { errorText, isSignedOut, sessionEndedNotice } from "./error-text";
import { FilterBar } from "./filter-bar";
import { csvExportUrl, fetchLeads, signOut } from "./inbox-api";
import { apiQuery, type InboxView, readView, writeView } from "./inbox-filter";
import { LeadDetail } from "./lead-detail";
import { LeadList } from "./lead-list";
import { LeadSources } from "./lead-sources";
import { Report } from "./report";
import { StorageUsage } from "./storage-usage";

interface ListState {
  data: SubmissionListResponse | null;
  error: string | null;
  loading: boolean;
}

/** The signed-in inbox: filters, the list of leads, one lead's detail, leads by page. */
export function Inbox({ onSignedOut }: { onSignedOut: (notice: string | null) => void }) {
  const { business } = useSite();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const listQuery = apiQuery(view, { withPage: true }).toString();
  const [list, setList] = useState<ListState>({ data: null, error: null, loading: true });
  // Bumped by Apply: the same filter applied again fetches the list again (new leads arrive).
  const [listVersion, setListVersion] = useState(0);

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
  }, [listQuery, listVersion, onSignedOut]);

  /** A link target for another view of the inbox, e.g. the next page or one lead. */
  const hrefFor = (next: Partial<InboxView>) => {
    const query = writeView({ ...view, ...next }).toString();
    return query ? `?${query}` : "?";
  };

  // A lead marked in the detail view changes in the list too, without reloading the list.
  const statusChanged = (id: number, status: SubmissionStatus) =>
    setList((previous) =>
      previous.data
        ? {
            ...previous,
            data: {
              ...previous.data,
              items: previous.data.items.map((item) =>
                item.id === id ? { ...item, status, overdue: item.overdue && status === "new" } : item,
              ),
            },
          }
        : previous,
    );

  async function leave() {
    try {
      await signOut();
      onSignedOut("You are signed out.");
    } catch (error) {
      if (isSignedOut(error)) onSignedOut("You are signed out.");
      else setList((previous) => ({ ...previous, error: errorText(error) }));
    }
  }

  return (
    <div className={`inbox${view.lead ? " inbox--lead-open" : ""}`}>
      <header className="inbox-bar">
        <div className="container inbox-bar__inner">
          <p className="inbox-bar__title">
            <span className="inbox-bar__brand">{business.name}</span> Lead inbox
          </p>
          <button type="button" className="button button--secondary inbox-bar__sign-out" onClick={leave}>
            Sign out
          </button>
        </div>
      </header>
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
          <LeadSources onSignedOut={onSignedOut} />
          <StorageUsage onSignedOut={onSignedOut} />
        </div>
        <div className="inbox__panes">
          <section className="inbox__list" aria-labelledby="inbox-list-heading">
            <div className="inbox__list-head">
              <h2 id="inbox-list-heading">Leads</h2>
              <a className="button button--secondary inbox__export" href={csvExportUrl(view)} download>
                Export CSV
              </a>
            </div>
            <LeadList list={list} view={view} hrefFor={hrefFor} />
          </section>
          {view.lead ? (
            <LeadDetail
              key={view.lead}
              id={view.lead}
              closeHref={hrefFor({ lead: null })}
              onStatusChanged={statusChanged}
              onSignedOut={onSignedOut}
            />
          ) : (
            <p className="inbox__placeholder">Choose a lead to see everything it holds.</p>
          )}
        </div>
        <Report onSignedOut={onSignedOut} />
      </main>
    </div>
  );
}
