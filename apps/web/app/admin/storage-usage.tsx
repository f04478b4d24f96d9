import type { StorageUsageResponse } from "@brightwater/contracts";
import { useEffect, useState } from "react";
import { errorText, isSignedOut } from "./error-text";
import { fetchStorageUsage } from "./inbox-api";
import { formatBytes } from "./labels";

/** Disk use: résumés against their budget (uploads stop when it is reached), database, free space. */
export function StorageUsage({ onSignedOut }: { onSignedOut: (notice: string | null) => void }) {
  const [usage, setUsage] = useState<StorageUsageResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchStorageUsage().then(
      (data) => {
        if (current) setUsage(data);
      },
      (failure: unknown) => {
        if (!current) return;
        if (isSignedOut(failure)) onSignedOut(null);
        else setError(errorText(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [onSignedOut]);

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
