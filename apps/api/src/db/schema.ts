import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Every request a visitor sends: contacts, career applications, Family First requests. */
export const submissions = sqliteTable(
  "submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["contact", "career", "family_first"] }).notNull(),
    status: text("status", { enum: ["new", "handled", "spam"] })
      .notNull()
      .default("new"),
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
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [
    index("submissions_created_at").on(table.createdAt),
    index("submissions_kind_status").on(table.kind, table.status),
  ],
);

/** One notification job per stored submission, written in the same transaction. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id),
    state: text("state", { enum: ["pending", "sent", "failed", "skipped"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    lastError: text("last_error"),
    sentAt: text("sent_at"),
  },
  (table) => [index("outbox_due").on(table.state, table.nextAttemptAt)],
);

export type NewSubmission = typeof submissions.$inferInsert;
export type Submission = typeof submissions.$inferSelect;
