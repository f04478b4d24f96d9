import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { applicationParts } from "../../test/career-application";
import { logCapture, sentRequest, testApp, testConfig } from "../../test/helpers";

const valid = sentRequest;

function rows(path: string) {
  const db = new Database(path, { readonly: true });
  try {
    return {
      submissions: db.prepare("SELECT * FROM submissions ORDER BY id").all() as Record<string, unknown>[],
      outbox: db.prepare("SELECT * FROM outbox ORDER BY id").all() as Record<string, unknown>[],
    };
  } finally {
    db.close();
  }
}

describe("POST /api/contacts", () => {
  it("stores a valid request with its notification job and answers 201 with the id", async () => {
    const config = testConfig();
    const app = await testApp(config);
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: valid,
      headers: { "user-agent": "vitest" },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(id).toBeTypeOf("number");

    const stored = rows(config.databasePath);
    expect(stored.submissions).toHaveLength(1);
    expect(stored.submissions[0]).toMatchObject({
      id,
      kind: "contact",
      status: "new",
      first_name: "Ana",
      email: "ana@example.com",
      page_path: "/water-heater",
      user_agent: "vitest",
    });
    expect(stored.outbox).toEqual([expect.objectContaining({ submission_id: id, state: "pending" })]);
  });

  it.each(["firstName", "phone", "subject", "message"])("answers 400 naming %s when it is missing", async (field) => {
    const app = await testApp();
    const { [field]: _removed, ...body } = valid as Record<string, string>;
    const response = await app.inject({ method: "POST", url: "/api/contacts", payload: body });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("invalid_body");
    expect(Object.keys(error.fields)).toEqual([field]);
    expect(error.message).toContain(field);
  });

  it("answers 400 for malformed JSON", async () => {
    const app = await testApp();
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "content-type": "application/json" },
      payload: '{"firstName": "Ana",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "malformed_json", fields: { body: expect.any(String) } });
  });

  it("answers 400 for a body that is not an object", async () => {
    const app = await testApp();
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "content-type": "application/json" },
      payload: "[1,2,3]",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("body");
  });

  it("answers 413 for a 100 KB body", async () => {
    const app = await testApp();
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { ...valid, message: "x".repeat(100 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("body_too_large");
  });

  it("answers 415 for text/plain", async () => {
    const app = await testApp();
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "content-type": "text/plain" },
      payload: "firstName=Ana",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe("unsupported_media_type");
  });

  it("rejects prototype-pollution keys without storing anything", async () => {
    const config = testConfig();
    const app = await testApp(config);
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(valid).replace("{", '{"__proto__":{"admin":true},'),
    });
    expect(response.statusCode).toBe(400);
    expect(rows(config.databasePath).submissions).toHaveLength(0);
  });

  it("stores a filled honeypot as spam with no notification", async () => {
    const config = testConfig();
    const app = await testApp(config);
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { ...valid, website: "http://spam.example" },
    });
    expect(response.statusCode).toBe(201);
    const stored = rows(config.databasePath);
    expect(stored.submissions[0]).toMatchObject({ status: "spam" });
    expect(stored.outbox[0]).toMatchObject({ state: "skipped" });
  });

  it("commits concurrent requests in groups and answers each with its own id", async () => {
    const config = testConfig({ FORM_RATE_LIMIT_PER_MINUTE: "0" });
    const app = await testApp(config);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        app.inject({ method: "POST", url: "/api/contacts", payload: { ...valid, firstName: `Visitor ${index}` } }),
      ),
    );
    const ids = responses.map((response) => response.json().id);
    expect(new Set(ids).size).toBe(50);
    const stored = rows(config.databasePath);
    expect(stored.submissions).toHaveLength(50);
    for (const [index, id] of ids.entries()) {
      expect(stored.submissions.find((row) => row.id === id)?.first_name).toBe(`Visitor ${index}`);
    }
  });

  it("keeps stored requests when the server restarts on the same file", async () => {
    const config = testConfig();
    const first = await buildApp(config);
    const created = await first.inject({ method: "POST", url: "/api/contacts", payload: valid });
    expect(created.statusCode).toBe(201);
    await first.close();

    const second = await testApp(config);
    const again = await second.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { ...valid, firstName: "Ben" },
    });
    expect(again.statusCode).toBe(201);
    const stored = rows(config.databasePath);
    expect(stored.submissions.map((row) => row.first_name)).toEqual(["Ana", "Ben"]);
  });
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After once an IP passes the per-minute limit, and stores nothing more", async () => {
    const config = testConfig({ FORM_RATE_LIMIT_PER_MINUTE: "3" });
    const app = await testApp(config);
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let index = 0; index < 5; index++) {
      const response = await app.inject({ method: "POST", url: "/api/contacts", payload: valid });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        retryAfter = String(response.headers["retry-after"]);
        expect(response.json().error.code).toBe("rate_limited");
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(rows(config.databasePath).submissions).toHaveLength(3);
  });

  it("counts every form endpoint against one budget per IP", async () => {
    const app = await testApp(testConfig({ FORM_RATE_LIMIT_PER_MINUTE: "3" }));
    const familyFirst = {
      firstName: "Lee",
      email: "lee@example.com",
      subject: "#FamilyFirst referral or request",
      message: "A neighbour needs help.",
    };
    const career = Object.fromEntries(applicationParts.map(({ name, value }) => [name, value]));
    const statuses = [];
    for (const [url, payload] of [
      ["/api/contacts", valid],
      ["/api/family-first-submissions", familyFirst],
      ["/api/career-applications", career],
      ["/api/contacts", valid],
      ["/api/family-first-submissions", familyFirst],
      ["/api/career-applications", career],
    ] as const) {
      statuses.push((await app.inject({ method: "POST", url, payload })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(rows(app.config.databasePath).submissions).toHaveLength(3);
  });

  it("tells visitors apart behind the trusted proxy", async () => {
    const app = await testApp(testConfig({ FORM_RATE_LIMIT_PER_MINUTE: "1", TRUST_PROXY: "127.0.0.1" }));
    const from = (ip: string) =>
      app.inject({ method: "POST", url: "/api/contacts", payload: valid, headers: { "x-forwarded-for": ip } });
    expect((await from("203.0.113.1")).statusCode).toBe(201);
    expect((await from("203.0.113.2")).statusCode).toBe(201);
    expect((await from("203.0.113.1")).statusCode).toBe(429);
  });
});

describe("forms posted without JavaScript", () => {
  it("accept a urlencoded body and answer 303 to the thank-you page", async () => {
    const config = testConfig();
    const app = await testApp(config);
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      payload: new URLSearchParams({ ...valid, pagePath: "/" }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/thank-you");
    expect(rows(config.databasePath).submissions[0]).toMatchObject({ first_name: "Ana", page_path: "/" });
  });

  it("show a plain page with the reason, a way back and the phone number when invalid", async () => {
    const app = await testApp();
    const { phone: _phone, ...missingPhone } = valid;
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      payload: new URLSearchParams({ ...missingPhone, pagePath: "/water-heater" }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("Phone number is required");
    expect(response.body).toContain('href="/water-heater"');
    expect(response.body).toMatch(/href="tel:\+1\d{10}"/);
  });
});

describe("unknown API routes", () => {
  it("answer 404 with the JSON error shape", async () => {
    const app = await testApp();
    const response = await app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({ error: { code: "not_found", message: "No route GET /api/nothing-here." } });
  });
});

describe("the page a lead was sent from", () => {
  it.each(["//2130706433", "//evil.example/path", "/\\evil.example", "https://evil.example/"])(
    "refuses %j as pagePath with 400 naming the field",
    async (pagePath) => {
      const app = await testApp(testConfig({ FORM_RATE_LIMIT_PER_MINUTE: "0" }));
      const response = await app.inject({ method: "POST", url: "/api/contacts", payload: { ...valid, pagePath } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty("pagePath");
    },
  );

  it("never links the no-script error page to another site", async () => {
    const app = await testApp(testConfig({ FORM_RATE_LIMIT_PER_MINUTE: "0" }));
    const { phone: _phone, ...missingPhone } = valid;
    const response = await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ ...missingPhone, pagePath: "//2130706433" }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<a href="/">Go back to the form</a>');
    expect(response.body).not.toContain("2130706433");
  });
});

describe("a lead that cannot be stored", () => {
  it("answers 503 with the phone number and logs one error line while the database takes no writes", async () => {
    const log = logCapture();
    const app = await testApp(
      testConfig({ LOG_LEVEL: "info", LOG_REQUESTS: "false", FORM_RATE_LIMIT_PER_MINUTE: "0" }),
      {
        logStream: log.stream,
      },
    );
    // Started first: the start-up retention run writes too.
    await app.ready();
    app.db.$client.pragma("query_only = ON");
    const response = await app.inject({ method: "POST", url: "/api/contacts", payload: valid });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe("storage_unavailable");
    expect(response.json().error.message).toContain(app.business.phone.display);
    expect(log.errors()).toHaveLength(1);

    const page = await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      payload: new URLSearchParams(valid).toString(),
    });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain(app.business.phone.display);
    app.db.$client.pragma("query_only = OFF");
    expect((await app.inject({ method: "POST", url: "/api/contacts", payload: valid })).statusCode).toBe(201);
  });
});
