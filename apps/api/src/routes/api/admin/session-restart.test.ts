import { describe, expect, it } from "vitest";
import { buildApp } from "../../../app";
import { testConfig } from "../../../test/helpers";
import { inboxPassword, signIn, siteOrigin } from "../../../test/inbox";

// A redeploy restarts the server; the office, mid-way through the morning's leads, stays signed in.
describe("an inbox session across a restart", () => {
  it("still works on the next server on the same database, and sign-out still ends it", async () => {
    const config = testConfig({ ADMIN_PASSWORD: inboxPassword, SITE_ORIGIN: siteOrigin });
    const first = await buildApp(config);
    const cookie = await signIn(first);
    await first.close();

    const second = await buildApp(testConfig({ ...rawSettings(config), ADMIN_PASSWORD: inboxPassword }));
    try {
      const session = await second.inject({ url: "/api/admin/session", headers: { cookie } });
      expect(session.statusCode).toBe(200);
      const signOut = await second.inject({
        method: "DELETE",
        url: "/api/admin/session",
        headers: { cookie, origin: siteOrigin },
      });
      expect(signOut.statusCode).toBe(204);
    } finally {
      await second.close();
    }

    const third = await buildApp(testConfig({ ...rawSettings(config), ADMIN_PASSWORD: inboxPassword }));
    try {
      expect((await third.inject({ url: "/api/admin/session", headers: { cookie } })).statusCode).toBe(401);
    } finally {
      await third.close();
    }
  });

  it("ends every session when the server starts with another inbox password", async () => {
    const config = testConfig({ ADMIN_PASSWORD: inboxPassword, SITE_ORIGIN: siteOrigin });
    const first = await buildApp(config);
    const cookie = await signIn(first);
    await first.close();

    const second = await buildApp(testConfig({ ...rawSettings(config), ADMIN_PASSWORD: "a-new-inbox-password" }));
    try {
      expect((await second.inject({ url: "/api/admin/session", headers: { cookie } })).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});

/** The settings that locate the same database and site. */
function rawSettings(config: ReturnType<typeof testConfig>): Record<string, string> {
  return { DATABASE_PATH: config.databasePath, SITE_ORIGIN: config.SITE_ORIGIN };
}
