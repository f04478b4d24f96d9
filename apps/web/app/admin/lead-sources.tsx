import { fetchLeadSources } from "./inbox-api";
import { useInboxData } from "./use-inbox-data";

/** How many leads each page brought in the last 30 days (spam left out). */
export function LeadSources({ onSignedOut }: { onSignedOut: (notice: string | null) => void }) {
  const { data: sources, error } = useInboxData(fetchLeadSources, onSignedOut);

  return (
    <section className="lead-sources" aria-labelledby="lead-sources-heading">
      <h2 id="lead-sources-heading">Leads by page, last {sources?.days ?? 30} days</h2>
      {error ? <p className="inbox-error">{error}</p> : null}
      {sources && sources.pages.length === 0 ? <p className="lead-sources__none">No leads yet.</p> : null}
      {sources && sources.pages.length > 0 ? (
        <ol className="lead-sources__list">
          {sources.pages.map((source) => (
            <li key={source.pagePath}>
              <span className="lead-sources__path">{source.pagePath || "(unknown page)"}</span>
              <span className="lead-sources__count">{source.count}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
