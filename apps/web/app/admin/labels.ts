import type {
  LostReason,
  NotificationState,
  OutboxChannel,
  SubmissionKind,
  SubmissionStatus,
} from "@brightwater/contracts";

export const kindLabels: Record<SubmissionKind, string> = {
  contact: "Contact",
  career: "Job application",
  family_first: "Family First",
};

export const statusLabels: Record<SubmissionStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  booked: "Booked",
  lost: "Lost",
  spam: "Spam",
};

export const lostReasonLabels: Record<LostReason, string> = {
  price: "Price",
  went_elsewhere: "Went with someone else",
  no_answer: "Never reached them",
  out_of_area: "Outside our area",
  not_needed: "No longer needed",
  other: "Other",
};

export const channelLabels: Record<OutboxChannel, string> = {
  company_email: "E-mail to the company",
  webhook: "Instant alert (webhook)",
  acknowledgement: "Confirmation to the visitor",
};

/** Age filters of the list: leads received within the last so many hours. */
export const ageOptions = [
  { hours: 1, label: "Last hour" },
  { hours: 24, label: "Last 24 hours" },
  { hours: 24 * 7, label: "Last 7 days" },
  { hours: 24 * 30, label: "Last 30 days" },
] as const;

/** "12 min", "3 h 5 min", "2 d 4 h": how long a lead waited for its first contact. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return `${Math.floor(minutes / 1440)} d ${Math.floor((minutes % 1440) / 60)} h`;
}

export const notificationLabels: Record<NotificationState, string> = {
  pending: "Sending",
  sent: "Sent",
  failed: "Failed",
  skipped: "Not sent (spam)",
};

/** A channel the server has no settings for: what is off and what to set. */
export const channelOffLabels: Record<OutboxChannel, string> = {
  company_email: "E-mail alerts are off (set SMTP_URL and LEAD_EMAIL_TO)",
  webhook: "Instant alerts are off (set LEAD_WEBHOOK_URL)",
  acknowledgement: "Confirmations are off (set SMTP_URL)",
};

/** Where the review link would be when the business has none. */
export const reviewLinkMissingLabel =
  "No review link is configured: set the business's Google place id (rating.placeId in business.json) to ask for reviews.";

/** "just now", "12 min ago", "3 h ago", "2 d ago": how long ago a lead arrived. */
export function formatAge(iso: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(iso)) / 60_000);
  if (Number.isNaN(minutes)) return "";
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return `${Math.floor(minutes / 1440)} d ago`;
}

// The fields particular to a kind of lead, in the order people expect them; unknown ones follow.
export const detailLabels: Record<string, string> = {
  address: "Address",
  city: "City",
  state: "State",
  zipCode: "Zip code",
  employmentDesired: "Employment desired",
  // The time a contact request asked for (its booking's status is under "Booked times").
  arrivalWindow: "Arrival window asked for",
  preferredDay: "Preferred day",
  preferredTime: "Morning or afternoon",
  windowFull: "Window asked for",
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
