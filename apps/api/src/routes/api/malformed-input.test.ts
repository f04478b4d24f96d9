import Database from "better-sqlite3";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testApp, testConfig } from "../../test/helpers";

const endpoints = ["/api/contacts", "/api/career-applications", "/api/family-first-submissions"];
const runsPerEndpoint = 1000;

// Values no field accepts: wrong types, nesting, blanks.
const badValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom("", "   ", "\u0000\u0001"),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.object({ maxDepth: 4 }),
);
const fieldName = fc.constantFrom(
  "firstName",
  "lastName",
  "email",
  "phone",
  "subject",
  "message",
  "zipCode",
  "address",
);
const pollutingKey = fc.constantFrom("__proto__", "constructor", "prototype");

type Body = { payload: string | Buffer; contentType: string };

const malformedBody: fc.Arbitrary<Body> = fc.oneof(
  // Every field of the wrong type or blank.
  fc
    .dictionary(fieldName, badValue, { minKeys: 1 })
    .map((body) => ({ payload: JSON.stringify(body), contentType: "application/json" })),
  // Prototype-pollution keys.
  fc.tuple(pollutingKey, fc.object({ maxDepth: 2 })).map(([key, value]) => ({
    payload: `{"${key}":${JSON.stringify(value)},"firstName":"A","phone":"336-555-0100","subject":"s","message":"m","email":"a@b.co"}`,
    contentType: "application/json",
  })),
  // Not JSON at all, or not an object.
  fc
    .oneof(fc.string(), fc.constantFrom("[]", "null", "42", '"text"', "{", '{"a":'))
    .map((payload) => ({ payload, contentType: "application/json" })),
  // Invalid UTF-8.
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
    payload: Buffer.concat([
      Buffer.from('{"firstName":"'),
      Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
      Buffer.from(bytes),
      Buffer.from('"}'),
    ]),
    contentType: "application/json",
  })),
  // Huge strings: over the body limit.
  fc.integer({ min: 70_000, max: 200_000 }).map((size) => ({
    payload: JSON.stringify({ firstName: "x".repeat(size) }),
    contentType: "application/json",
  })),
  // Long but under the limit: over each field's own limit.
  fc.constantFrom("firstName", "phone", "subject").map((field) => ({
    payload: JSON.stringify({
      firstName: "A",
      phone: "336-555-0100",
      subject: "s",
      message: "m",
      email: "a@b.co",
      [field]: "y".repeat(6000),
    }),
    contentType: "application/json",
  })),
  // Wrong content types.
  fc
    .tuple(fc.constantFrom("text/plain", "application/xml", "image/png", "application/octet-stream"), fc.string())
    .map(([contentType, payload]) => ({ payload, contentType })),
  // Garbage declared as multipart or urlencoded.
  fc.string().map((payload) => ({ payload, contentType: "multipart/form-data; boundary=xyz" })),
  fc.string().map((payload) => ({
    payload: `firstName=&${encodeURIComponent(payload)}=1`,
    contentType: "application/x-www-form-urlencoded",
  })),
);

describe("malformed input", () => {
  it.each(endpoints)(
    `%s answers ${runsPerEndpoint} malformed bodies with 4xx only and stores nothing`,
    async (url) => {
      const config = testConfig({ FORM_RATE_LIMIT_PER_MINUTE: "0" });
      const app = await testApp(config);
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(malformedBody, async ({ payload, contentType }) => {
          const response = await app.inject({
            method: "POST",
            url,
            payload,
            headers: { "content-type": contentType, accept: "application/json" },
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          expect(() => JSON.parse(response.body)).not.toThrow();
        }),
        { numRuns: runsPerEndpoint },
      );
      // Still up and still taking requests.
      const healthy = await app.inject({
        method: "POST",
        url: "/api/contacts",
        payload: { firstName: "After", phone: "336-555-0100", subject: "s", message: "m" },
      });
      expect(healthy.statusCode).toBe(201);
      const db = new Database(config.databasePath, { readonly: true });
      const rows = db.prepare("SELECT first_name FROM submissions").all();
      db.close();
      expect(rows).toEqual([{ first_name: "After" }]);
      expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
    },
    120_000,
  );
});
