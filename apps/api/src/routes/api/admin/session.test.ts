import { adminSessionResponseSchema } from "@brightwater/contracts";
import { describe, expect, it } from "vitest";
import { inboxApp, inboxPassword, signIn, signInAttempt, siteOrigin } from "../../../test/inbox";

type App = Awaited<ReturnType<typeof inboxApp>>["app"];

function attempt(app: App, password: string, origin = siteOrigin) {
  return app.inject({ method: "POST", url: "/api/admin/session", headers: { origin }, payload: { password } });
}

/** A sign-in from one address, with the cookies a browser would send (its known-device cookie). */
function attemptFrom(app: App, remoteAddress: string, password: string, cookie?: string) {
  return signInAttempt(app, password, { remoteAddress, cookie });
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

  describe("a guess spread over many addresses", () => {
    const settings = { ADMIN_SIGN_IN_PER_MINUTE: "1000", ADMIN_SIGN_IN_FAILURES_PER_MINUTE: "5" };

    it("slows sign-in for every address once wrong passwords pile up, whatever the address", async () => {
      const { app } = await inboxApp(settings);
      for (let index = 0; index < 5; index++) {
        expect((await attemptFrom(app, `198.51.100.${index + 1}`, `guess-${index}`)).statusCode).toBe(401);
      }
      // A sixth address, with the right password even: the guesser learns nothing until the wait ends.
      const slowed = await attemptFrom(app, "203.0.113.7", inboxPassword);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().error.code).toBe("rate_limited");
      expect(Number(slowed.headers["retry-after"])).toBeGreaterThan(0);
      expect(slowed.cookies).toHaveLength(0);
    });

    it("counts each guess before its hash: of 40 addresses × 5 concurrent guesses over HTTP, only the cap are checked", async () => {
      const { app } = await inboxApp({ ADMIN_SIGN_IN_PER_MINUTE: "5", ADMIN_SIGN_IN_FAILURES_PER_MINUTE: "20" });
      await app.listen({ host: "127.0.0.1", port: 0 });
      const { port } = app.server.address() as { port: number };
      // The loopback proxy is trusted (TRUST_PROXY's default): X-Forwarded-For names each address.
      const guess = (address: number, index: number) =>
        fetch(`http://127.0.0.1:${port}/api/admin/session`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: siteOrigin,
            "x-forwarded-for": `198.51.100.${address}`,
          },
          body: JSON.stringify({ password: `guess-${address}-${index}` }),
        }).then((response) => response.status);
      const statuses = await Promise.all(
        Array.from({ length: 40 }, (_, address) =>
          Array.from({ length: 5 }, (_, index) => guess(address + 1, index)),
        ).flat(),
      );
      const checked = statuses.filter((status) => status === 401).length;
      expect(checked).toBe(20);
      expect(statuses.filter((status) => status === 429)).toHaveLength(180);
    }, 180_000);

    it("never locks out a device that signed in before, whatever others get wrong", async () => {
      const { app } = await inboxApp(settings);
      const first = await attemptFrom(app, "192.0.2.10", inboxPassword);
      expect(first.statusCode).toBe(200);
      const device = first.cookies.find((cookie) => cookie.name === "bw_inbox_device");
      expect(device).toMatchObject({ path: "/api/admin/session", httpOnly: true, sameSite: "Strict" });
      expect(device?.maxAge).toBeGreaterThan(180 * 24 * 60 * 60);
      for (let index = 0; index < 8; index++) await attemptFrom(app, `198.51.100.${index + 1}`, `guess-${index}`);
      expect((await attemptFrom(app, "192.0.2.11", inboxPassword)).statusCode).toBe(429);
      const known = `bw_inbox_device=${device?.value}`;
      expect((await attemptFrom(app, "192.0.2.10", inboxPassword, known)).statusCode).toBe(200);
      // After a restart, a change of password, on another install: lib/inbox/admin-session.test.ts.
      // A forged or altered device cookie is no device at all.
      expect((await attemptFrom(app, "192.0.2.10", inboxPassword, "bw_inbox_device=known")).statusCode).toBe(429);
      expect((await attemptFrom(app, "192.0.2.10", inboxPassword, `${known.slice(0, -2)}xx`)).statusCode).toBe(429);
    });
  });
});
