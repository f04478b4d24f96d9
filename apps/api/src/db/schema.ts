import {
  type Attribution,
  bookingStatuses,
  eventTypes,
  reviewChannels,
  submissionStatuses,
} from "@brightwater/contracts";
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { type BookingMailPayload, queueChannels } from "./outbox-channels";

export type { BookingMailPayload, QueueChannel } from "./outbox-channels";

/** Every request a visitor sends: contacts, career applications, Family First requests. */
export const submissions = sqliteTable(
  "submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["contact", "career", "family_first"] }).notNull(),
    status: text("status", { enum: submissionStatuses }).notNull().default("new"),
    // Why a lead was lost (one of lostReasons); "" otherwise.
    lostReason: text("lost_reason").notNull().default(""),
    // When the status last changed, and when the lead first left "new" for the pipeline.
    statusChangedAt: text("status_changed_at"),
    firstContactedAt: text("first_contacted_at"),
    // The office should have called back by then: 15 minutes after a request in office hours, 30 after hours.
    callBackBy: text("call_back_by"),
    // When the customer was last asked for a review (every request is in review_requests).
    reviewRequestedAt: text("review_requested_at"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    subject: text("subject").notNull().default(""),
    message: text("message").notNull().default(""),
    // Fields particular to one kind (an applicant's address, a résumé's stored name), as JSON.
    details: text("details", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    pagePath: text("page_path").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    // Where the visitor came from: landing page, referrer, UTM fields and click ids.
    attribution: text("attribution", { mode: "json" }).$type<Attribution>().notNull().default({}),
    // The attribution summed up in one word for reports ("google", "facebook / cpc", "direct").
    source: text("source").notNull().default(""),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [
    index("submissions_created_at").on(table.createdAt),
    index("submissions_kind_status").on(table.kind, table.status),
  ],
);

/** Every change of a lead's status, stamped: the pipeline's history. */
export const statusChanges = sqliteTable(
  "status_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: submissionStatuses }).notNull(),
    toStatus: text("to_status", { enum: submissionStatuses }).notNull(),
    lostReason: text("lost_reason").notNull().default(""),
    changedAt: text("changed_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [index("status_changes_submission").on(table.submissionId)],
);

/** Every review request sent to a customer, so that the report counts each one in its month. */
export const reviewRequests = sqliteTable(
  "review_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: reviewChannels }).notNull(),
    requestedAt: text("requested_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [index("review_requests_requested_at").on(table.requestedAt)],
);

/** First-party events without personal data: taps on a call link. */
export const events = sqliteTable(
  "events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    type: text("type", { enum: eventTypes }).notNull(),
    pagePath: text("page_path").notNull().default(""),
    label: text("label").notNull().default(""),
    attribution: text("attribution", { mode: "json" }).$type<Attribution>().notNull().default({}),
    source: text("source").notNull().default(""),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [index("events_created_at").on(table.createdAt)],
);

/**
 * Visits the server counted as it served a page (lib/visits): per day in the office's time zone,
 * page and source, no more. No address, browser, cookie or time of a visit is stored. A row's
 * `visits` are landings (navigations from outside the site) from that source; its page views are
 * every navigation to the page, landings included. Page views from the site's own pages are on
 * the row whose source is "".
 */
export const visitCounts = sqliteTable(
  "visit_counts",
  {
    day: text("day").notNull(),
    pagePath: text("page_path").notNull(),
    source: text("source").notNull(),
    visits: integer("visits").notNull().default(0),
    pageViews: integer("page_views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.pagePath, table.source] })],
);

/**
 * When each address last got an acknowledgement, so that one address gets at most one an hour.
 * Rows older than an hour mean nothing and are deleted with the daily retention run.
 */
export const acknowledgements = sqliteTable("acknowledgements", {
  email: text("email").primaryKey(),
  sentAt: text("sent_at").notNull(),
});

/** Notification jobs of a stored submission, one per channel, written in the same transaction. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id),
    // What the job delivers: the e-mail to the company, the webhook alert, or the visitor's acknowledgement.
    channel: text("channel", { enum: queueChannels }).notNull().default("company_email"),
    state: text("state", { enum: ["pending", "sent", "failed", "skipped"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    lastError: text("last_error"),
    sentAt: text("sent_at"),
    payload: text("payload", { mode: "json" }).$type<BookingMailPayload>(),
  },
  (table) => [index("outbox_due").on(table.state, table.nextAttemptAt)],
);

/**
 * One arrival window a request asked for: at most one per request. A window's room is the count of
 * its bookings not cancelled, checked in the transaction that adds one.
 */
export const bookings = sqliteTable(
  "bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    submissionId: integer("submission_id")
      .notNull()
      .unique()
      .references(() => submissions.id, { onDelete: "cascade" }),
    windowId: text("window_id").notNull(),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    status: text("status", { enum: bookingStatuses }).notNull().default("requested"),
    // The calendar entry's SEQUENCE: one more at each change the homeowner is told of.
    sequence: integer("sequence").notNull().default(0),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    confirmedAt: text("confirmed_at"),
    cancelledAt: text("cancelled_at"),
    remindedAt: text("reminded_at"),
  },
  (table) => [
    index("bookings_window").on(table.windowId, table.status),
    index("bookings_starts_at").on(table.startsAt),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;

export type NewSubmission = typeof submissions.$inferInsert;
export type Submission = typeof submissions.$inferSelect;
export type OutboxJob = typeof outbox.$inferSelect;

/**
 * Inbox sessions, by the SHA-256 digest of their token (the cookie holds the token itself), with
 * the time of last use in milliseconds. On disk so a restart or redeploy signs nobody out
 * (docs/decisions/016-inbox-sessions-on-disk.md).
 */
export const inboxSessions = sqliteTable("inbox_sessions", {
  tokenDigest: text("token_digest").primaryKey(),
  lastSeenMs: integer("last_seen_ms").notNull(),
});

/**
 * Values the server makes once and keeps across restarts: the cookie-signing key, and a fingerprint
 * of the inbox password (a changed password ends every session). The file is 0600 like the leads.
 */
export const serverSecrets = sqliteTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});
