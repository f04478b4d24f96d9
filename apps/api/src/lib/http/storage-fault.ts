// SQLite and the file system saying that nothing can be written just now.
const storageFaults = new Set([
  "SQLITE_FULL",
  "SQLITE_READONLY",
  "SQLITE_IOERR",
  "SQLITE_CANTOPEN",
  "ENOSPC",
  "EDQUOT",
  "EROFS",
]);

/** Whether `error` is a write the disk or the database could not take (full, read-only, failing). */
export function isStorageFault(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  return storageFaults.has(code) || code.startsWith("SQLITE_IOERR") || code.startsWith("SQLITE_READONLY");
}
