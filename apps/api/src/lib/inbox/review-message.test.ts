import { type Catalogue, loadCatalogue } from "@brightwater/content";
import { reportResponseSchema, submissionListResponseSchema, submissionResponseSchema } from "@brightwater/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviewRequests, submissions } from "../../db/schema";
import { sampleLead, testApp, testConfig } from "../../test/helpers";
import { inboxPassword, signIn, siteOrigin } from "../../test/inbox";

const shipped = loadCatalogue();
const placeId = "ChIJ_test-place_1234";

/** The shipped catalogue with the business's Google place id set, or taken away. */
function catalogueWith(id: string | undefined): Catalogue {
  const { placeId: _placeId, ...rating } = shipped.business.rating;
  return { ...shipped, business: { ...shipped.business, rating: id ? { ...rating, placeId: id } : rating } };
}

async function setup(catalogue = catalogueWith(placeId)) {
  const config = testConfig({ ADMIN_PASSWORD: inboxPassword, SITE_ORIGIN: siteOrigin });
  const app = await testApp(config, { catalogue });
  const cookie = await signIn(app);
  const created = await app.inject({ method: "POST", url: "/api/contacts", payload: sampleLead });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { id: number }).id;
  const mark = (status: string) =>
    app.inject({
      method: "PATCH",
      url: `/api/admin/submissions/${id}`,
      headers: { cookie, origin: siteOrigin },
      payload: { status },
    });
  const ask = (
    payload: Record<string, unknown>,
    headers: Record<string, string> = { cookie, origin: siteOrigin },
    leadId = id,
  ) => app.inject({ method: "POST", url: `/api/admin/submissions/${leadId}/review-request`, headers, payload });
  const detail = async () => {
    const response = await app.inject({ url: `/api/admin/submissions/${id}`, headers: { cookie } });
    return submissionResponseSchema.parse(response.json()).submission;
  };
  const stored = () => app.db.select().from(reviewRequests).where(eq(reviewRequests.submissionId, id)).all();
  return { app, cookie, id, mark, ask, detail, stored };
}

describe("asking a booked customer for a review", { timeout: 30_000 }, () => {
  it("offers the same review link to every booked lead, in a message with their first name, and no rating screen", async () => {
    const { mark, detail } = await setup();
    expect((await mark("booked")).statusCode).toBe(200);
    const { reviewRequest } = await detail();
    const write = `https://search.google.com/local/writereview?placeid=${placeId}`;
    expect(reviewRequest?.link).toBe(write);
    expect(reviewRequest?.body).toContain(write);
    expect(reviewRequest?.body).toContain(`Hi ${sampleLead.firstName},`);
    expect(reviewRequest?.subject).toContain(shipped.business.name);
    // Nothing asks how the job went before the link: one link, whatever they thought of it.
    expect(reviewRequest?.body).not.toMatch(/\{|\}|rate us|stars?\b|how did we do/i);
  });

  it("stores the date of each request on the lead, shows it in the list and counts it in the report's month", async () => {
    const { app, cookie, mark, ask, detail, stored } = await setup();
    await mark("booked");
    const before = new Date().toISOString();
    const bySms = await ask({ channel: "sms" });
    expect(bySms.statusCode, bySms.body).toBe(200);
    const answered = submissionResponseSchema.parse(bySms.json()).submission;
    expect(answered.reviewRequestedAt ?? "").toMatch(/^\d{4}-/);
    expect((answered.reviewRequestedAt ?? "") >= before).toBe(true);
    expect((await ask({ channel: "email" })).statusCode).toBe(200);

    expect(stored().map((row) => row.channel)).toEqual(["sms", "email"]);
    const latest = stored()[1]?.requestedAt;
    expect((await detail()).reviewRequestedAt).toBe(latest);
    const list = await app.inject({ url: "/api/admin/submissions", headers: { cookie } });
    expect(submissionListResponseSchema.parse(list.json()).items[0]?.reviewRequestedAt).toBe(latest);

    // A request in an earlier month counts in that month; one before the report's weeks does not.
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 5, 10)).toISOString();
    for (const requestedAt of [lastMonth, "2020-03-05T10:00:00.000Z"]) {
      app.db.insert(reviewRequests).values({ submissionId: answered.id, channel: "sms", requestedAt }).run();
    }
    const report = await app.inject({ url: "/api/admin/report?weeks=26", headers: { cookie } });
    expect(reportResponseSchema.parse(report.json()).reviewRequestsByMonth).toEqual([
      { month: lastMonth.slice(0, 7), requests: 1 },
      { month: before.slice(0, 7), requests: 2 },
    ]);
  });

  it("refuses a lead that is not booked with 409 not_booked, storing nothing", async () => {
    const { mark, ask, detail, stored } = await setup();
    for (const status of ["new", "contacted", "quoted"]) {
      if (status !== "new") await mark(status);
      const response = await ask({ channel: "sms" });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe("not_booked");
      expect(response.json().error.message).toContain(status);
    }
    expect(stored()).toEqual([]);
    expect((await detail()).reviewRequestedAt).toBeNull();
  });

  it("without a place id offers no link and says what to set, answering 409 review_link_missing", async () => {
    const { mark, ask, detail, stored } = await setup(catalogueWith(undefined));
    await mark("booked");
    expect((await detail()).reviewRequest).toBeNull();
    const response = await ask({ channel: "email" });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: "review_link_missing" });
    expect(response.json().error.message).toContain("rating.placeId");
    expect(stored()).toEqual([]);
  });

  it("answers 400 naming channel, 404 for an unknown lead, and refuses a request without a session or from another site", async () => {
    const { app, cookie, mark, ask, stored } = await setup();
    await mark("booked");
    for (const payload of [{}, { channel: "fax" }, { channel: "sms", extra: 1 }]) {
      const response = await ask(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe("invalid_body");
    }
    expect((await ask({ channel: "fax" })).json().error.fields).toHaveProperty("channel");
    const unknown = await ask({ channel: "sms" }, { cookie, origin: siteOrigin }, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect((await ask({ channel: "sms" }, { origin: siteOrigin })).statusCode).toBe(401);
    expect((await ask({ channel: "sms" }, { cookie, origin: "https://evil.example" })).statusCode).toBe(403);
    expect(stored()).toEqual([]);
    expect(app.db.select().from(submissions).all()[0]?.reviewRequestedAt).toBeNull();
  });
});
