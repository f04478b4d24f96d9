import { storageUsageResponseSchema } from "@brightwater/contracts";
import { describe, expect, it } from "vitest";
import { applicationParts, multipart, resumePdf } from "../../../test/career-application";
import { inboxApp, signIn } from "../../../test/inbox";

describe("GET /api/admin/storage", () => {
  it("shows what the résumés take against their budget, the database's size and the free disk", async () => {
    const { app } = await inboxApp({ RESUME_STORAGE_LIMIT_MB: "100" });
    const uploaded = await app.inject({
      method: "POST",
      url: "/api/career-applications",
      ...multipart([...applicationParts, { name: "resume", value: resumePdf, filename: "cv.pdf" }]),
    });
    expect(uploaded.statusCode).toBe(201);
    const response = await app.inject({ url: "/api/admin/storage", headers: { cookie: await signIn(app) } });
    expect(response.statusCode).toBe(200);
    const body = storageUsageResponseSchema.parse(response.json());
    expect(body.resumes).toEqual({ bytes: resumePdf.length, files: 1, budgetBytes: 100 * 1024 * 1024 });
    expect(body.database.bytes).toBeGreaterThan(0);
    expect(body.disk.totalBytes).toBeGreaterThanOrEqual(body.disk.freeBytes);
  });

  it("is for the signed-in inbox only", async () => {
    const { app } = await inboxApp();
    expect((await app.inject({ url: "/api/admin/storage" })).statusCode).toBe(401);
  });
});
