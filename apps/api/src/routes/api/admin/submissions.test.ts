import {
  type SubmissionListResponse,
  submissionListResponseSchema,
  submissionResponseSchema,
} from "@brightwater/contracts";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { appForAll } from "../../../test/helpers";
import { inboxApp, inboxPassword, seedLeads, signIn, siteOrigin } from "../../../test/inbox";

/** The request the detail tests store and read back, field for field. */
const storedLead = {
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@example.com",
  phone: "336-555-0100",
  subject: "Water heater",
  message: "No hot water\nsince this morning.",
  pagePath: "/water-heater",
};

type Seeded = ReturnType<typeof seedLeads>;

describe("the inbox list on 500 leads", () => {
  // One app and one seed for all of them: these tests only read.
  const shared = appForAll({ ADMIN_PASSWORD: inboxPassword, SITE_ORIGIN: siteOrigin });
  let app: FastifyInstance;
  let cookie: string;
  let leads: Seeded;
  // Newest first: the seed runs an hour apart, so the highest index is the newest.
  let newestFirst: Seeded;

  beforeAll(async () => {
    app = shared.app;
    leads = seedLeads(app, 500);
    newestFirst = [...leads].reverse();
    cookie = await signIn(app);
  });

  async function list(query: Record<string, string>): Promise<SubmissionListResponse> {
    const response = await app.inject({ url: "/api/admin/submissions", query, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return submissionListResponseSchema.parse(response.json());
  }

  const names = (result: SubmissionListResponse) => result.items.map((item) => item.firstName);
  const expectedNames = (rows: Seeded) => rows.map((row) => row.firstName);

  it("pages 50 at a time, newest first, through every lead exactly once", async () => {
    const first = await list({});
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 500, pageCount: 10 });
    expect(names(first)).toEqual(expectedNames(newestFirst.slice(0, 50)));
    const seen: string[] = [];
    for (let page = 1; page <= 10; page++) seen.push(...names(await list({ page: String(page) })));
    expect(seen).toEqual(expectedNames(newestFirst));
    expect((await list({ page: "11" })).items).toEqual([]);
  });

  it("filters by kind and status together", async () => {
    const expected = newestFirst.filter((row) => row.kind === "career" && row.status === "new");
    const result = await list({ kind: "career", status: "new" });
    expect(result.total).toBe(expected.length);
    expect(names(result)).toEqual(expectedNames(expected.slice(0, 50)));
    const second = await list({ kind: "career", status: "new", page: "2" });
    expect(names(second)).toEqual(expectedNames(expected.slice(50, 100)));
  });

  it("filters by a date range, the end excluded", async () => {
    const from = leads[100]?.createdAt ?? "";
    const to = leads[200]?.createdAt ?? "";
    const result = await list({ from, to, page: "2" });
    expect(result.total).toBe(100);
    expect(names(result)).toEqual(
      expectedNames(newestFirst.filter((row) => row.index >= 100 && row.index < 200).slice(50)),
    );
  });

  it.each([
    ["a name", "Lead123", (row: Seeded[number]) => row.index === 123],
    ["a full name", "lead124 smith", (row: Seeded[number]) => row.index === 124],
    ["an e-mail", "LEAD42@example", (row: Seeded[number]) => row.index === 42],
    ["a phone number as written", "555-0077", (row: Seeded[number]) => row.index === 77],
    ["a phone number by its digits", "3365550078", (row: Seeded[number]) => row.index === 78],
    ["the text of the message", "sump pump", (row: Seeded[number]) => row.index % 50 === 7],
    ["a subject", "Request 499", (row: Seeded[number]) => row.index === 499],
  ])("searches by %s", async (_what, q, match) => {
    const result = await list({ q });
    expect(names(result)).toEqual(expectedNames(newestFirst.filter(match)));
  });

  it("combines the search with the other filters", async () => {
    const result = await list({ q: "Lopez", kind: "contact", status: "contacted" });
    const expected = newestFirst.filter(
      (row) => row.lastName === "Lopez" && row.kind === "contact" && row.status === "contacted",
    );
    expect(result.total).toBe(expected.length);
    expect(names(result)).toEqual(expectedNames(expected.slice(0, 50)));
  });

  it("takes % and _ in a search literally", async () => {
    expect((await list({ q: "%" })).total).toBe(0);
    expect((await list({ q: "Lead_23" })).total).toBe(0);
  });

  it("answers 400 naming a bad filter", async () => {
    const response = await app.inject({
      url: "/api/admin/submissions",
      query: { kind: "newsletter" },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("kind");
  });
});

describe("one lead", () => {
  async function withLead() {
    const { app } = await inboxApp();
    const created = await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "user-agent": "Mozilla/5.0 (test)" },
      payload: storedLead,
    });
    return { app, id: created.json().id as number, cookie: await signIn(app) };
  }

  it("shows every field, the page, the browser, the time and the notification", async () => {
    const { app, id, cookie } = await withLead();
    const response = await app.inject({ url: `/api/admin/submissions/${id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const { submission } = submissionResponseSchema.parse(response.json());
    expect(submission).toMatchObject({
      id,
      kind: "contact",
      status: "new",
      ...storedLead,
      userAgent: "Mozilla/5.0 (test)",
      resume: null,
      notification: { state: "pending", attempts: 0, lastError: null, sentAt: null },
    });
    expect(Date.now() - Date.parse(submission.createdAt)).toBeLessThan(60_000);
  });

  it("moves through contacted, quoted, booked, spam and new again", async () => {
    const { app, id, cookie } = await withLead();
    for (const status of ["contacted", "quoted", "booked", "spam", "new"] as const) {
      const response = await app.inject({
        method: "PATCH",
        url: `/api/admin/submissions/${id}`,
        headers: { cookie, origin: siteOrigin },
        payload: { status },
      });
      expect(response.statusCode).toBe(200);
      expect(submissionResponseSchema.parse(response.json()).submission.status).toBe(status);
    }
  });

  it("answers 404 for a lead that does not exist and 400 for an unknown status", async () => {
    const { app, id, cookie } = await withLead();
    expect((await app.inject({ url: "/api/admin/submissions/999", headers: { cookie } })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/admin/submissions/abc", headers: { cookie } })).statusCode).toBe(404);
    const bad = await app.inject({
      method: "PATCH",
      url: `/api/admin/submissions/${id}`,
      headers: { cookie, origin: siteOrigin },
      payload: { status: "deleted" },
    });
    expect(bad.statusCode).toBe(400);
  });
});
