import type {
  AdminSessionResponse,
  AdminSignIn,
  LeadSourcesResponse,
  LostReason,
  PublishHistoryResponse,
  ReportResponse,
  ReviewChannel,
  ReviewRequest,
  StorageUsageResponse,
  SubmissionListResponse,
  SubmissionResponse,
  SubmissionStatus,
  SubmissionUpdate,
} from "@brightwater/contracts";
import { apiRequest } from "@brightwater/contracts/api-request";
import { apiQuery, type InboxView } from "./inbox-filter";

// The inbox API as the page uses it. Every call sends the session cookie (same origin) and, for
// changes, the browser's own Origin header, which the server checks.

export function fetchSession(): Promise<AdminSessionResponse> {
  return apiRequest("GET", "/api/admin/session");
}

export function signIn(body: AdminSignIn): Promise<AdminSessionResponse> {
  return apiRequest("POST", "/api/admin/session", body);
}

export function signOut(): Promise<null> {
  return apiRequest("DELETE", "/api/admin/session");
}

/** One page of leads; `query` is `apiQuery(view, { withPage: true })` as a string. */
export function fetchLeads(query: string): Promise<SubmissionListResponse> {
  return apiRequest("GET", `/api/admin/submissions${query ? `?${query}` : ""}`);
}

export function fetchLead(id: number): Promise<SubmissionResponse> {
  return apiRequest("GET", `/api/admin/submissions/${id}`);
}

export function setLeadStatus(
  id: number,
  status: SubmissionStatus,
  lostReason?: LostReason,
): Promise<SubmissionResponse> {
  const body: SubmissionUpdate = lostReason ? { status, lostReason } : { status };
  return apiRequest("PATCH", `/api/admin/submissions/${id}`, body);
}

/** Records that the customer was just asked for a review this way. */
export function recordReviewRequest(id: number, channel: ReviewChannel): Promise<SubmissionResponse> {
  const body: ReviewRequest = { channel };
  return apiRequest("POST", `/api/admin/submissions/${id}/review-request`, body);
}

export function fetchLeadSources(): Promise<LeadSourcesResponse> {
  return apiRequest("GET", "/api/admin/lead-sources");
}

export function fetchStorageUsage(): Promise<StorageUsageResponse> {
  return apiRequest("GET", "/api/admin/storage");
}

export function fetchPublishHistory(): Promise<PublishHistoryResponse> {
  return apiRequest("GET", "/api/admin/publishes");
}

/** Downloads go through plain links: the browser saves the attachment with the session cookie. */
export function csvExportUrl(view: InboxView): string {
  const query = apiQuery(view, { withPage: false }).toString();
  return `/api/admin/submissions.csv${query ? `?${query}` : ""}`;
}

export function fetchReport(weeks: number): Promise<ReportResponse> {
  return apiRequest("GET", `/api/admin/report?weeks=${weeks}`);
}

export function reportCsvUrl(weeks: number): string {
  return `/api/admin/report.csv?weeks=${weeks}`;
}

/** The visits of the report, by landing page and source, as a spreadsheet. */
export function visitsCsvUrl(weeks: number): string {
  return `/api/admin/visits.csv?weeks=${weeks}`;
}

/** The weekly chart, drawn by the server as SVG (no chart code in any bundle). */
export function reportChartUrl(weeks: number): string {
  return `/api/admin/report.svg?weeks=${weeks}`;
}

export function resumeUrl(id: number): string {
  return `/api/admin/submissions/${id}/resume`;
}
