import { submissionListResponseSchema, submissionResponseSchema } from "@brightwater/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { submissions } from "../../../db/schema";
import { applicationParts, multipart, resumePdf } from "../../../test/career-application";
import { sampleLead } from "../../../test/helpers";
import { inboxApp, signIn, siteOrigin } from "../../../test/inbox";

const lead = { ...sampleLead, pagePath: "/service-areas/greensboro-nc" };

async function setup() {
  const { app } = await inboxApp();
  const cookie = await signIn(app);
  const post = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: "POST", url: "/api/contacts", payload, headers });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  };
  const patch = (id: number, payload: Record<string, unknown>) =>
    app.inject({
      method: "PATCH",
      url: `/api/admin/submissions/${id}`,
      headers: { cookie, origin: siteOrigin },
      payload,
    });
  const detail = async (id: number) => {
    const response = await app.inject({ url: `/api/admin/submissions/${id}`, headers: { cookie } });
    return submissionResponseSchema.parse(response.json()).submission;
  };
  /** The one stored lead a search for `q` finds, as the list shows it. */
  const found = async (q: string) => {
    const list = await app.inject({ url: "/api/admin/submissions", query: { q }, headers: { cookie } });
    const [item] = submissionListResponseSchema.parse(list.json()).items;
    if (!item) throw new Error(`no lead found for ${q}`);
    return item;
  };
  return { app, cookie, post, patch, detail, found };
}

/** Moves a lead's receipt back `minutesAgo`, with a call-back allowance of `allowanceMinutes`. */
function backdate(
  app: FastifyInstance,
  id: number,
  { minutesAgo, allowanceMinutes }: { minutesAgo: number; allowanceMinutes: number },
) {
  const created = new Date(Date.now() - minutesAgo * 60_000);
  app.db
    .update(submissions)
    .set({
      createdAt: created.toISOString(),
      callBackBy: new Date(created.getTime() + allowanceMinutes * 60_000).toISOString(),
    })
    .where(eq(submissions.id, id))
    .run();
}

describe("the pipeline", { timeout: 30_000 }, () => {
  it("stamps every change, keeps the first contact time and its minutes from receipt", async () => {
    const { app, post, patch, detail } = await setup();
    const id = await post(lead);
    backdate(app, id, { minutesAgo: 12, allowanceMinutes: 15 });
    expect((await patch(id, { status: "contacted" })).statusCode).toBe(200);
    expect((await patch(id, { status: "quoted" })).statusCode).toBe(200);
    expect((await patch(id, { status: "booked" })).statusCode).toBe(200);
    const submission = await detail(id);
    expect(submission.status).toBe("booked");
    expect(submission.minutesToFirstContact).toBe(12);
    expect(submission.history.map((change) => [change.fromStatus, change.toStatus])).toEqual([
      ["new", "contacted"],
      ["contacted", "quoted"],
      ["quoted", "booked"],
    ]);
    // The first contact stays when the lead moves on.
    expect(submission.firstContactedAt).toBe(submission.history[0]?.changedAt);
    expect(submission.statusChangedAt).toBe(submission.history[2]?.changedAt);
  });

  it("takes lost only with a reason from the list, answering 400 naming lostReason otherwise", async () => {
    const { post, patch, detail } = await setup();
    const id = await post(lead);
    const missing = await patch(id, { status: "lost" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty("lostReason");
    const unknown = await patch(id, { status: "lost", lostReason: "aliens" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty("lostReason");
    expect((await patch(id, { status: "lost", lostReason: "went_elsewhere" })).statusCode).toBe(200);
    const submission = await detail(id);
    expect(submission).toMatchObject({ status: "lost", lostReason: "went_elsewhere" });
    expect(submission.history).toEqual([expect.objectContaining({ toStatus: "lost", lostReason: "went_elsewhere" })]);
    // Marking spam is no contact.
    const spam = await post({ ...lead, firstName: "Bot" });
    await patch(spam, { status: "spam" });
    expect((await detail(spam)).firstContactedAt).toBeNull();
  });

  it("puts requests left new past their allowance first, longest waiting first, and filters by them and by age", async () => {
    const { app, cookie, post, patch } = await setup();
    const waitingLong = await post({ ...lead, firstName: "WaitingLong" });
    const waiting = await post({ ...lead, firstName: "Waiting" });
    const fresh = await post({ ...lead, firstName: "Fresh" });
    const called = await post({ ...lead, firstName: "Called" });
    const old = await post({ ...lead, firstName: "Old" });
    backdate(app, waitingLong, { minutesAgo: 50, allowanceMinutes: 30 }); // after hours: 30 minutes allowed, overdue
    backdate(app, waiting, { minutesAgo: 20, allowanceMinutes: 15 }); // office hours: 15 minutes allowed, overdue
    backdate(app, fresh, { minutesAgo: 20, allowanceMinutes: 30 }); // after hours, 20 minutes: not yet
    backdate(app, called, { minutesAgo: 60, allowanceMinutes: 15 });
    backdate(app, old, { minutesAgo: 3 * 24 * 60, allowanceMinutes: 15 });
    await patch(called, { status: "contacted" });
    await patch(old, { status: "contacted" });

    const list = async (query: Record<string, string>) => {
      const response = await app.inject({ url: "/api/admin/submissions", query, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return submissionListResponseSchema.parse(response.json()).items;
    };
    const all = await list({});
    expect(all.map((item) => [item.firstName, item.overdue])).toEqual([
      ["WaitingLong", true],
      ["Waiting", true],
      ["Fresh", false],
      ["Called", false],
      ["Old", false],
    ]);
    expect((await list({ overdue: "true" })).map((item) => item.firstName)).toEqual(["WaitingLong", "Waiting"]);
    expect((await list({ status: "contacted" })).map((item) => item.firstName)).toEqual(["Called", "Old"]);
    expect((await list({ maxAgeHours: "24" })).map((item) => item.firstName)).not.toContain("Old");
    const badAge = await app.inject({
      url: "/api/admin/submissions",
      query: { maxAgeHours: "-1" },
      headers: { cookie },
    });
    expect(badAge.statusCode).toBe(400);
  });

  it("exports status, times and the source with its landing page, UTM fields and click ids in the CSV", async () => {
    const { app, cookie, post, patch } = await setup();
    const id = await post({
      ...lead,
      // What the browser sends: the landing page and the referrer; the campaign is read from the page's query.
      attribution: {
        landingPage: "/service-areas/greensboro-nc?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0KCQ",
        referrer: "https://www.google.com/",
      },
    });
    await patch(id, { status: "contacted" });
    const response = await app.inject({ url: "/api/admin/submissions.csv", headers: { cookie } });
    const [header, row] = response.body.replace(/^\uFEFF/, "").split("\r\n");
    const columns = header?.split(",") ?? [];
    const cells = row?.split(",") ?? [];
    const cell = (name: string) => cells[columns.indexOf(name)];
    expect(cell("Status")).toBe("contacted");
    expect(cell("Source")).toBe("google / cpc");
    expect(cell("Landing page")).toBe(
      "/service-areas/greensboro-nc?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0KCQ",
    );
    expect(cell("Referrer")).toBe("https://www.google.com/");
    expect(cell("utm_campaign")).toBe("spring");
    expect(cell("gclid")).toBe("Cj0KCQ");
    expect(cell("First contact (UTC)")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(cell("Minutes to first contact")).toBe("0");
  });

  it("reads the campaign from the Referer header when a form is posted without script", async () => {
    const { app, detail, found } = await setup();
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        referer: `${siteOrigin}/service-areas/greensboro-nc?utm_source=gbp&utm_medium=organic&fbclid=F1`,
      },
      payload: new URLSearchParams({ ...lead, firstName: "NoScript" }).toString(),
    });
    expect(response.statusCode).toBe(303);
    const item = await found("NoScript");
    expect(item.source).toBe("gbp / organic");
    expect((await detail(item.id)).attribution).toEqual({
      landingPage: "/service-areas/greensboro-nc?utm_source=gbp&utm_medium=organic&fbclid=F1",
      utm_source: "gbp",
      utm_medium: "organic",
      fbclid: "F1",
    });
  });

  it("takes attribution from hidden attr_ fields of a form posted without script, over the Referer", async () => {
    const { app, detail, found } = await setup();
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        referer: `${siteOrigin}/`,
      },
      payload: new URLSearchParams({
        ...lead,
        firstName: "Hidden",
        attr_landingPage: "/drain-cleaning?utm_source=newsletter&msclkid=M1",
        attr_utm_source: "newsletter",
        attr_msclkid: "M1",
        attr_referrer: "",
      }).toString(),
    });
    expect(response.statusCode).toBe(303);
    const item = await found("Hidden");
    expect(item.source).toBe("newsletter");
    expect((await detail(item.id)).attribution).toEqual({
      landingPage: "/drain-cleaning?utm_source=newsletter&msclkid=M1",
      utm_source: "newsletter",
      msclkid: "M1",
    });
  });

  it("stores the attribution a job application sends as multipart attr_ fields, all ten campaign fields included", async () => {
    const { app, detail } = await setup();
    const campaign = {
      utm_source: "indeed",
      utm_medium: "jobs",
      utm_campaign: "techs",
      utm_term: "plumber",
      utm_content: "ad1",
      gclid: "g",
      gbraid: "gb",
      wbraid: "wb",
      msclkid: "m",
      fbclid: "f",
    };
    const attribution = { landingPage: "/careers?utm_source=indeed", referrer: "https://www.indeed.com/", ...campaign };
    const body = multipart([
      ...applicationParts,
      { name: "pagePath", value: "/careers" },
      { name: "website", value: "" },
      ...Object.entries(attribution).map(([name, value]) => ({ name: `attr_${name}`, value })),
      { name: "resume", value: resumePdf, filename: "resume.pdf", type: "application/pdf" },
    ]);
    const response = await app.inject({ method: "POST", url: "/api/career-applications", ...body });
    expect(response.statusCode, response.body).toBe(201);
    const stored = await detail((response.json() as { id: number }).id);
    expect(stored.attribution).toEqual(attribution);
    expect(stored.source).toBe("indeed / jobs");
  });

  it("reads attribution sent as one JSON form field, ignores a referrer that is this site, and survives one that is not JSON", async () => {
    const { app, detail } = await setup();
    const send = async (firstName: string, attribution: string) => {
      const response = await app.inject({
        method: "POST",
        url: "/api/contacts",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        payload: new URLSearchParams({ ...lead, firstName, attribution }).toString(),
      });
      expect(response.statusCode, response.body).toBe(201);
      return detail((response.json() as { id: number }).id);
    };
    const sent = await send(
      "JsonField",
      JSON.stringify({ landingPage: "/?utm_source=bing&utm_medium=cpc&msclkid=X", referrer: `${siteOrigin}/faq` }),
    );
    expect(sent.attribution).toEqual({
      landingPage: "/?utm_source=bing&utm_medium=cpc&msclkid=X",
      utm_source: "bing",
      utm_medium: "cpc",
      msclkid: "X",
    });
    expect(sent.source).toBe("bing / cpc");
    const broken = await send("NotJson", "{not json");
    expect(broken.attribution).toEqual({});
    expect(broken.source).toBe("direct");
  });
});
