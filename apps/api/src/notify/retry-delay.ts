import type { Config } from "../config";

/** Delay before the next try after `attempts` failures: doubling, within the configured bounds. */
export function retryDelayMs(attempts: number, minMs: number, maxMs: number): number {
  return Math.min(maxMs, minMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delay before the next round after `failedRounds` rounds that could not write: our own fault (a
 * full disk, a read-only database) is usually short, so the wait never grows past
 * NOTIFY_FAULT_RETRY_MAX_MS, however long a receiver's own failures may be waited out.
 */
export function faultRetryDelayMs(
  failedRounds: number,
  config: Pick<Config, "NOTIFY_RETRY_MIN_MS" | "NOTIFY_RETRY_MAX_MS" | "NOTIFY_FAULT_RETRY_MAX_MS">,
): number {
  const maxMs = Math.min(config.NOTIFY_RETRY_MAX_MS, config.NOTIFY_FAULT_RETRY_MAX_MS);
  return retryDelayMs(failedRounds, Math.min(config.NOTIFY_RETRY_MIN_MS, maxMs), maxMs);
}
