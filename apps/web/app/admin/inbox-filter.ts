import type { SubmissionKind, SubmissionStatus } from "@brightwater/contracts";

// Types only from the contracts: zod stays out of the browser bundle, so the allowed values are
// repeated here, checked against the contract's types by `satisfies`.
const kinds = ["contact", "career", "family_first"] as const satisfies readonly SubmissionKind[];
const statuses = [
  "new",
  "contacted",
  "quoted",
  "booked",
  "lost",
  "spam",
] as const satisfies readonly SubmissionStatus[];
const ages = ["1", "24", "168", "720"] as const;

/** The inbox view as the address bar holds it: days are the browser's own calendar days. */
export interface InboxView {
  kind: SubmissionKind | "";
  status: SubmissionStatus | "";
  /** Only leads still new past their call-back allowance. */
  overdue: boolean;
  /** Only leads received within this many hours ("" for any age). */
  age: (typeof ages)[number] | "";
  fromDay: string;
  toDay: string;
  q: string;
  page: number;
  /** The lead open in the detail view. */
  lead: number | null;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | "" {
  return values.find((candidate) => candidate === value) ?? "";
}

function positive(value: string | null): number | null {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** Reads the view from the page's query string; anything unknown falls back to "all". */
export function readView(params: URLSearchParams): InboxView {
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return dayPattern.test(value) ? value : "";
  };
  return {
    kind: oneOf(kinds, params.get("kind")),
    status: oneOf(statuses, params.get("status")),
    overdue: params.get("overdue") === "true",
    age: oneOf(ages, params.get("age")),
    fromDay: day("from"),
    toDay: day("to"),
    q: (params.get("q") ?? "").slice(0, 200),
    page: positive(params.get("page")) ?? 1,
    lead: positive(params.get("lead")),
  };
}

/** The page's query string for a view; empty values are left out. */
export function writeView(view: InboxView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.kind) params.set("kind", view.kind);
  if (view.status) params.set("status", view.status);
  if (view.overdue) params.set("overdue", "true");
  if (view.age) params.set("age", view.age);
  if (view.fromDay) params.set("from", view.fromDay);
  if (view.toDay) params.set("to", view.toDay);
  if (view.q.trim()) params.set("q", view.q.trim());
  if (view.page > 1) params.set("page", String(view.page));
  if (view.lead) params.set("lead", String(view.lead));
  return params;
}

/** Local midnight at the start of a "YYYY-MM-DD" day, `plusDays` later, as an ISO instant. */
function localMidnight(day: string, plusDays = 0): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + plusDays).toISOString();
}

/**
 * The API's filter query for a view: the chosen days become instants in the browser's time
 * zone, "to" running to the end of its day. `withPage` adds the page (the list, not the CSV).
 */
export function apiQuery(view: InboxView, { withPage }: { withPage: boolean }): URLSearchParams {
  const params = new URLSearchParams();
  if (view.kind) params.set("kind", view.kind);
  if (view.status) params.set("status", view.status);
  if (view.overdue) params.set("overdue", "true");
  if (view.age) params.set("maxAgeHours", view.age);
  if (view.fromDay) params.set("from", localMidnight(view.fromDay));
  if (view.toDay) params.set("to", localMidnight(view.toDay, 1));
  if (view.q.trim()) params.set("q", view.q.trim());
  if (withPage && view.page > 1) params.set("page", String(view.page));
  return params;
}
