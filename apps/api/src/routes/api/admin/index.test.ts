import { describe, expect, it } from "vitest";
import { testApp, testConfig } from "../../../test/helpers";
import { inboxApp, routeTable, siteOrigin } from "../../../test/inbox";
import { fixtureWebBuild } from "../../../test/web-build";

// The one inbox route that must work signed out. Anything else under /api/admin is private.
const signIn = "POST /api/admin/session";

describe("the inbox API", () => {
  it("answers 401 on every /api/admin route without a session, as Fastify lists them", async () => {
    const { app } = await inboxApp();
    await app.ready();
    const routes = routeTable(app).filter(({ url }) => url.startsWith("/api/admin/"));
    const names = routes.map(({ method, url }) => `${method} ${url}`);
    // The walk itself works: it finds the routes we know of.
    expect(names).toEqual(
      expect.arrayContaining([signIn, "GET /api/admin/submissions", "PATCH /api/admin/submissions/:id"]),
    );
    expect(names.length).toBeGreaterThanOrEqual(12);

    for (const { method, url } of routes) {
      if (`${method} ${url}` === signIn) continue;
      const concrete = url.replace(/:[a-z]+/gi, "1");
      for (const cookie of [undefined, "bw_inbox=forged.value"]) {
        const response = await app.inject({
          method: method as "GET",
          url: concrete,
          headers: { origin: siteOrigin, ...(cookie ? { cookie } : {}) },
          payload: method === "GET" || method === "HEAD" ? undefined : { status: "contacted" },
        });
        expect(response.statusCode, `${method} ${url} with cookie ${cookie}`).toBe(401);
        if (method !== "HEAD") expect(response.json().error.code).toBe("unauthorized");
      }
    }
  });

  it("serves the inbox page when a password is set", async () => {
    const { app } = await inboxApp({ WEB_BUILD_DIR: fixtureWebBuild() });
    const response = await app.inject({ url: "/admin" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<h1>/admin</h1>");
  });

  it("does not exist without ADMIN_PASSWORD: /admin and /api/admin/* answer 404", async () => {
    const app = await testApp(testConfig({ WEB_BUILD_DIR: fixtureWebBuild() }));
    const page = await app.inject({ url: "/admin" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("<h1>/404</h1>");
    for (const [method, url] of [
      ["POST", "/api/admin/session"],
      ["GET", "/api/admin/session"],
      ["GET", "/api/admin/submissions"],
      ["GET", "/api/admin/submissions.csv"],
      ["GET", "/api/admin/submissions/1/resume"],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { origin: siteOrigin },
        payload: method === "POST" ? { password: "x" } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    }
  });
});
