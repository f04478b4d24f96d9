import { fetchStorageUsage } from "./inbox-api";
import { formatBytes } from "./labels";
import { useInboxData } from "./use-inbox-data";

/** Disk use: résumés against their budget (uploads stop when it is reached), database, free space. */
export function StorageUsage({ onSignedOut }: { onSignedOut: (notice: string | null) => void }) {
  const { data: usage, error } = useInboxData(fetchStorageUsage, onSignedOut);

  const share = usage ? usage.resumes.bytes / usage.resumes.budgetBytes : 0;
  return (
    <section className="storage-usage" aria-labelledby="storage-usage-heading">
      <h2 id="storage-usage-heading">Disk use</h2>
      {error ? <p className="inbox-error">{error}</p> : null}
      {usage ? (
        <dl className="storage-usage__list">
          <div>
            <dt>Résumés ({usage.resumes.files})</dt>
            <dd className={share >= 0.9 ? "storage-usage__warn" : undefined}>
              {formatBytes(usage.resumes.bytes)} of {formatBytes(usage.resumes.budgetBytes)}
            </dd>
          </div>
          <div>
            <dt>Lead database</dt>
            <dd>{formatBytes(usage.database.bytes)}</dd>
          </div>
          <div>
            <dt>Free on the server's disk</dt>
            <dd>
              {formatBytes(usage.disk.freeBytes)} of {formatBytes(usage.disk.totalBytes)}
            </dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
