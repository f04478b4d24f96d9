import { adminSessionResponseSchema } from "@brightwater/contracts";
import { describe, expect, it } from "vitest";
import { inboxApp, inboxPassword, signIn, siteOrigin } from "../../../test/inbox";

function attempt(app: Awaited<ReturnType<typeof inboxApp>>["app"], password: string, origin = siteOrigin) {
  return app.inject({ method: "POST", url: "/api/admin/session", headers: { origin }, payload: { password } });
}

describe("signing in to the inbox", () => {
  it("sets a signed, HttpOnly, SameSite=Strict session cookie for the inbox API only", async () => {
    const { app } = await inboxApp();
    const response = await attempt(app, inboxPassword);
    expect(response.statusCode).toBe(200);
    const { expiresAt } = adminSessionResponseSchema.parse(response.json());
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(11.9 * 60 * 60 * 1000);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({
      name: "bw_inbox",
      path: "/api/admin",
      httpOnly: true,
      sameSite: "Strict",
      maxAge: 12 * 60 * 60,
    });
    // Signed: the value carries its signature after a dot.
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w+/=-]+$/);
    expect(cookie?.secure).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("marks the cookie Secure in production", async () => {
    const { app } = await inboxApp({ NODE_ENV: "production" });
    const response = await attempt(app, inboxPassword);
    expect(response.cookies[0]?.secure).toBe(true);
  });

  it("answers 401 to a wrong password, and 429 to the sixth attempt in a minute", async () => {
    const { app } = await inboxApp();
    for (let index = 0; index < 5; index++) {
      const response = await attempt(app, `wrong-${index}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({ code: "unauthorized", message: "That password is not right." });
      expect(response.cookies).toHaveLength(0);
    }
    const sixth = await attempt(app, inboxPassword);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe("rate_limited");
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("refuses a sign-in posted from another origin, or with no origin", async () => {
    const { app } = await inboxApp();
    expect((await attempt(app, inboxPassword, "https://evil.example")).statusCode).toBe(403);
    const noOrigin = await app.inject({
      method: "POST",
      url: "/api/admin/session",
      payload: { password: inboxPassword },
    });
    expect(noOrigin.statusCode).toBe(403);
    expect(noOrigin.json().error.code).toBe("forbidden");
  });

  it("answers 400 naming the password when there is none", async () => {
    const { app } = await inboxApp();
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/session",
      headers: { origin: siteOrigin },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("password");
  });
});

describe("a signed-in browser", () => {
  it("is told it is signed in, and each request moves the cookie's expiry along", async () => {
    const { app } = await inboxApp();
    const cookie = await signIn(app);
    const response = await app.inject({ url: "/api/admin/session", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(adminSessionResponseSchema.safeParse(response.json()).success).toBe(true);
    expect(response.cookies[0]).toMatchObject({ name: "bw_inbox", maxAge: 12 * 60 * 60 });
  });

  it("cannot change anything from another origin (CSRF): 403 and nothing changes", async () => {
    const { app } = await inboxApp();
    const created = await app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { firstName: "Ana", phone: "336-555-0100", subject: "Leak", message: "Water under the sink." },
    });
    const { id } = created.json();
    const cookie = await signIn(app);
    for (const origin of ["https://evil.example", "https://www.example.com.evil.example", undefined]) {
      const response = await app.inject({
        method: "PATCH",
        url: `/api/admin/submissions/${id}`,
        headers: { cookie, ...(origin ? { origin } : {}) },
        payload: { status: "spam" },
      });
      expect(response.statusCode, `origin ${origin}`).toBe(403);
      expect(response.json().error.code).toBe("forbidden");
    }
    const lead = await app.inject({ url: `/api/admin/submissions/${id}`, headers: { cookie } });
    expect(lead.json().submission.status).toBe("new");
  });

  it("signs out: the cookie is cleared and the session no longer works", async () => {
    const { app } = await inboxApp();
    const cookie = await signIn(app);
    const out = await app.inject({
      method: "DELETE",
      url: "/api/admin/session",
      headers: { cookie, origin: siteOrigin },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies[0]).toMatchObject({ name: "bw_inbox", value: "" });
    const after = await app.inject({ url: "/api/admin/submissions", headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it("is signed out after the idle time without requests", async () => {
    const { app } = await inboxApp({ ADMIN_SESSION_IDLE_MINUTES: "1" });
    const cookie = await signIn(app);
    const realNow = Date.now;
    try {
      Date.now = () => realNow() + 61 * 1000;
      const response = await app.inject({ url: "/api/admin/session", headers: { cookie } });
      expect(response.statusCode).toBe(401);
    } finally {
      Date.now = realNow;
    }
  });
});
