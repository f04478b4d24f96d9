import { describe, expect, it } from "vitest";
import { applicantFields, resumePdf } from "../../../test/career-application";
import { inboxApp, signIn } from "../../../test/inbox";

const pdf = resumePdf;
const fields = applicantFields;

async function applyWith(resume: Blob | null) {
  const { app, config } = await inboxApp();
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (resume) form.append("resume", resume, "Sam Rivera CV.pdf");
  const created = await app.inject({
    method: "POST",
    url: "/api/career-applications",
    payload: form,
    headers: { accept: "application/json" },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { app, config, id: created.json().id as number, cookie: await signIn(app) };
}

describe("GET /api/admin/submissions/:id/resume", () => {
  it("downloads the résumé as an attachment with its type and the applicant's file name", async () => {
    const { app, id, cookie } = await applyWith(new Blob([pdf], { type: "application/pdf" }));
    const detail = await app.inject({ url: `/api/admin/submissions/${id}`, headers: { cookie } });
    expect(detail.json().submission).toMatchObject({
      kind: "career",
      details: {
        address: "12 Oak St",
        city: "Kernersville",
        state: "NC",
        zipCode: "27284",
        employmentDesired: "Full-Time",
      },
      resume: { fileName: "Sam Rivera CV.pdf", type: "pdf", bytes: pdf.length },
    });
    // The stored file name stays on the server.
    expect(detail.body).not.toMatch(/resumeStoredName|[0-9a-f-]{36}\.pdf/);

    const response = await app.inject({ url: `/api/admin/submissions/${id}/resume`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Sam Rivera CV.pdf"; filename*=UTF-8''Sam%20Rivera%20CV.pdf`,
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.rawPayload).toEqual(pdf);
  });

  it("answers 404 for a lead without a résumé, or whose file is gone", async () => {
    const { app, id, cookie } = await applyWith(null);
    expect((await app.inject({ url: `/api/admin/submissions/${id}/resume`, headers: { cookie } })).statusCode).toBe(
      404,
    );
  });

  it("is not reachable without a session", async () => {
    const { app, id } = await applyWith(new Blob([pdf], { type: "application/pdf" }));
    expect((await app.inject({ url: `/api/admin/submissions/${id}/resume` })).statusCode).toBe(401);
  });
});
