import { describe, expect, it } from "vitest";
import { inboxApp, signIn } from "../../../test/inbox";

const lead = {
  lastName: "Lopez",
  email: "ana@example.com",
  phone: "+1 336-555-0100",
  subject: 'Leak, "urgent"',
  message: "Water under the sink,\nand on the floor.",
  pagePath: "/water-heater",
};

async function exportCsv(query: Record<string, string> = {}) {
  const { app } = await inboxApp();
  for (const firstName of ['=HYPERLINK("http://x","y")', "Ben"]) {
    const created = await app.inject({ method: "POST", url: "/api/contacts", payload: { ...lead, firstName } });
    expect(created.statusCode).toBe(201);
  }
  return app.inject({ url: "/api/admin/submissions.csv", query, headers: { cookie: await signIn(app) } });
}

describe("GET /api/admin/submissions.csv", () => {
  it("downloads the leads as an attachment, header first, CRLF records, RFC 4180 quoting", async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const text = response.body.replace(/^\uFEFF/, "");
    expect(text.startsWith("ID,Received (UTC),Kind,Status,First name,Last name,Email,Phone,Subject,Message,")).toBe(
      true,
    );
    expect(text.endsWith("\r\n")).toBe(true);
    // Newest first: Ben, then the other lead.
    expect(text).toMatch(
      /\r\n2,[^,]+,contact,new,Ben,Lopez,ana@example.com,'\+1 336-555-0100,"Leak, ""urgent""","Water under the sink,\nand on the floor.",/,
    );
  });

  it("neutralises a name that a spreadsheet would run as a formula", async () => {
    const response = await exportCsv();
    expect(response.body).toContain(`,"'=HYPERLINK(""http://x"",""y"")",Lopez,`);
    expect(response.body).not.toMatch(/,"?=HYPERLINK/);
  });

  it("exports only what the filter matches", async () => {
    const response = await exportCsv({ q: "Ben" });
    const records = response.body.trimEnd().split("\r\n");
    expect(records).toHaveLength(2);
    expect(records[1]).toContain(",Ben,");
    expect((await exportCsv({ kind: "career" })).body.trimEnd().split("\r\n")).toHaveLength(1);
  });
});
