import { leadSourcesResponseSchema } from "@brightwater/contracts";
import { describe, expect, it } from "vitest";
import { submissions } from "../../../db/schema";
import { inboxApp, signIn } from "../../../test/inbox";

describe("GET /api/admin/lead-sources", () => {
  it("counts the last 30 days' leads by page, most first, spam and older leads left out", async () => {
    const { app } = await inboxApp();
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    const lead = (pagePath: string, createdAt: string, status: "new" | "spam" = "new") => ({
      kind: "contact" as const,
      firstName: "Ana",
      pagePath,
      createdAt,
      status,
    });
    app.db
      .insert(submissions)
      .values([
        lead("/water-heater", daysAgo(1)),
        lead("/water-heater", daysAgo(29)),
        lead("/", daysAgo(2)),
        lead("/drain-cleaning", daysAgo(31)),
        lead("/", daysAgo(3), "spam"),
      ])
      .run();
    const response = await app.inject({ url: "/api/admin/lead-sources", headers: { cookie: await signIn(app) } });
    expect(response.statusCode).toBe(200);
    const body = leadSourcesResponseSchema.parse(response.json());
    expect(body.days).toBe(30);
    expect(body.pages).toEqual([
      { pagePath: "/water-heater", count: 2 },
      { pagePath: "/", count: 1 },
    ]);
  });
});
