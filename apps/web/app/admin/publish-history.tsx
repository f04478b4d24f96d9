import type { PublishRecord } from "@brightwater/contracts";
import { fetchPublishHistory } from "./inbox-api";
import { formatTime } from "./labels";
import { useInboxData } from "./use-inbox-data";

const outcomeLabels: Record<PublishRecord["outcome"], string> = {
  published: "Live",
  refused: "Refused: the site is unchanged",
  "needs-release": "Waits for a release: it changes code",
};

function PublishItem({ record }: { record: PublishRecord }) {
  const pages = record.pages.length;
  return (
    <li className={`publish-history__item publish-history__item--${record.outcome}`}>
      <p>
        <strong>{outcomeLabels[record.outcome]}</strong> · <time dateTime={record.at}>{formatTime(record.at)}</time> ·{" "}
        <code title={record.commit}>{record.commit.slice(0, 7)}</code> {record.subject}
      </p>
      {record.outcome === "published" ? (
        <p>
          {pages === 0
            ? "No page changed"
            : `${pages} page${pages === 1 ? "" : "s"} changed: ${record.pages.join(", ")}`}
          {record.removed.length > 0 ? `; removed: ${record.removed.join(", ")}` : ""}
        </p>
      ) : (
        <>
          <p>{record.message}</p>
          {record.problems.length > 0 ? (
            <ul>
              {record.problems.map((problem) => (
                <li key={`${problem.file} ${problem.path} ${problem.message}`}>
                  {problem.file ? <code>{problem.file}</code> : null}
                  {problem.path ? (
                    <>
                      {" "}
                      › <code>{problem.path}</code>
                    </>
                  ) : null}
                  {problem.file || problem.path ? ": " : ""}
                  {problem.message}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </li>
  );
}

/** The last pushes the live site pulled: what went live, what was refused and why, what waits for a release. */
export function PublishHistory({ onSignedOut }: { onSignedOut: (notice: string | null) => void }) {
  const { data, error } = useInboxData(fetchPublishHistory, onSignedOut);
  if (!error && (!data || data.publishes.length === 0)) return null;
  return (
    <section className="publish-history" aria-labelledby="publish-history-heading">
      <h2 id="publish-history-heading">Website publishes</h2>
      {error ? <p className="inbox-error">{error}</p> : null}
      {data ? (
        <ol className="publish-history__list">
          {data.publishes.map((record) => (
            <PublishItem key={`${record.at} ${record.commit}`} record={record} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
