import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../test/helpers";
import { type Db, openDatabase } from "./client";
import { LeadWriter } from "./lead-writer";
import { outbox } from "./schema";

const opened: Db[] = [];
afterEach(() => {
  while (opened.length > 0) opened.pop()?.$client.close();
});

function writer(channels = { webhook: true, acknowledgement: true }) {
  const db = openDatabase(join(tempDir(), "site.db"));
  opened.push(db);
  return { db, leads: new LeadWriter(db, channels) };
}

const lead = {
  kind: "contact" as const,
  firstName: "Ana",
  email: "ana@example.com",
  phone: "336-555-0100",
  subject: "Water heater",
  message: "No hot water.",
  spam: false,
};

describe("LeadWriter", () => {
  it("answers with the lead's id and the channels it queued, as committed", async () => {
    const { db, leads } = writer();
    const stored = await leads.insert(lead);
    const jobs = db.select().from(outbox).where(eq(outbox.submissionId, stored.id)).all();
    expect(stored.queued).toEqual(["company_email", "webhook", "acknowledgement"]);
    expect(jobs.map((job) => [job.channel, job.state])).toEqual(stored.queued.map((channel) => [channel, "pending"]));
  });

  it("answers a spam lead with nothing queued (its company e-mail is stored as skipped)", async () => {
    const { db, leads } = writer();
    const stored = await leads.insert({ ...lead, spam: true });
    expect(stored.queued).toEqual([]);
    const jobs = db.select().from(outbox).where(eq(outbox.submissionId, stored.id)).all();
    expect(jobs.map((job) => job.state)).toEqual(["skipped"]);
  });

  it("answers each lead of one group commit with its own jobs: a second acknowledgement within the hour is not queued", async () => {
    const { leads } = writer();
    const [first, second, other] = await Promise.all([
      leads.insert(lead),
      leads.insert({ ...lead, email: "ANA@example.com" }),
      leads.insert({ ...lead, email: "" }),
    ]);
    expect(first?.queued).toEqual(["company_email", "webhook", "acknowledgement"]);
    expect(second?.queued).toEqual(["company_email", "webhook"]);
    expect(other?.queued).toEqual(["company_email", "webhook"]);
    expect(new Set([first?.id, second?.id, other?.id]).size).toBe(3);
  });

  it("queues only the channels it was given", async () => {
    const { leads } = writer({ webhook: false, acknowledgement: false });
    expect((await leads.insert(lead)).queued).toEqual(["company_email"]);
  });
});
