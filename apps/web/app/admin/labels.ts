import type { NotificationState, SubmissionKind, SubmissionStatus } from "@brightwater/contracts";

export const kindLabels: Record<SubmissionKind, string> = {
  contact: "Contact",
  career: "Job application",
  family_first: "Family First",
};

export const statusLabels: Record<SubmissionStatus, string> = {
  new: "New",
  handled: "Handled",
  spam: "Spam",
};

export const notificationLabels: Record<NotificationState, string> = {
  pending: "Pending",
  sent: "Sent",
  failed: "Failed",
  skipped: "Not sent (spam)",
};

// The fields particular to a kind of lead, in the order people expect them; unknown ones follow.
export const detailLabels: Record<string, string> = {
  address: "Address",
  city: "City",
  state: "State",
  zipCode: "Zip code",
  employmentDesired: "Employment desired",
};

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** A stored ISO time in the reader's own time zone. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function fullName(lead: { firstName: string; lastName: string }): string {
  return `${lead.firstName} ${lead.lastName}`.trim();
}

/** "1.2 MB", "85 KB" */
export function formatBytes(bytes: number): string {
  if (bytes === 0) return "0 KB";
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
