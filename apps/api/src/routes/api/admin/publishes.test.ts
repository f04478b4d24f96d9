import { writeFileSync } from "node:fs";
import { publishHistoryResponseSchema } from "@brightwater/contracts";
import { describe, expect, it } from "vitest";
import { publishLogPath } from "../../../lib/site/publish-log";
import { inboxApp, signIn } from "../../../test/inbox";
import { refusedPublish } from "../../../test/publish-record";

const refused = refusedPublish();

describe("GET /api/admin/publishes", () => {
  it("lists the publishes the pull recorded beside the database, newest first", async () => {
    const { app, config } = await inboxApp();
    const published = {
      ...refused,
      outcome: "published",
      problems: [],
      pages: ["/"],
      at: "2026-11-27T06:01:00.000Z",
    };
    writeFileSync(publishLogPath(config), JSON.stringify([published, refused]));
    const response = await app.inject({ url: "/api/admin/publishes", headers: { cookie: await signIn(app) } });
    expect(response.statusCode).toBe(200);
    expect(publishHistoryResponseSchema.parse(response.json()).publishes).toEqual([published, refused]);
  });

  it("lists none before the first pull, and none from a record it cannot read", async () => {
    const { app, config } = await inboxApp();
    const cookie = await signIn(app);
    expect((await app.inject({ url: "/api/admin/publishes", headers: { cookie } })).json()).toEqual({ publishes: [] });
    writeFileSync(publishLogPath(config), "[{");
    expect((await app.inject({ url: "/api/admin/publishes", headers: { cookie } })).json()).toEqual({ publishes: [] });
  });

  it("is for the signed-in inbox only", async () => {
    const { app } = await inboxApp();
    expect((await app.inject({ url: "/api/admin/publishes" })).statusCode).toBe(401);
  });
});
