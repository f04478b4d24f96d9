import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import {
  applicantFields,
  applicationParts,
  multipart,
  multipartTestBoundary,
  resumePdf,
} from "../../test/career-application";
import { testApp, testConfig } from "../../test/helpers";

const fields = { ...applicantFields, employmentDesired: "Full-Time" };
const pdf = resumePdf;

const textParts = applicationParts;

function stored(path: string) {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare("SELECT * FROM submissions").all() as { kind: string; first_name: string; details: string }[];
  } finally {
    db.close();
  }
}

describe("POST /api/career-applications", () => {
  it("stores an application with its résumé on disk under a generated name", async () => {
    const config = testConfig();
    const app = await testApp(config);
    const response = await app.inject({
      method: "POST",
      url: "/api/career-applications",
      ...multipart([
        ...textParts,
        { name: "resume", value: pdf, filename: "Sam Rivera CV.pdf", type: "application/pdf" },
      ]),
    });
    expect(response.statusCode).toBe(201);
    const [row] = stored(config.databasePath);
    expect(row?.kind).toBe("career");
    const details = JSON.parse(row?.details ?? "{}");
    expect(details).toMatchObject({
      city: "Kernersville",
      zipCode: "27284",
      resumeFileName: "Sam Rivera CV.pdf",
      resumeType: "pdf",
    });
    expect(details.resumeStoredName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(join(config.resumeDir, details.resumeStoredName))).toEqual(pdf);
  });

  it("refuses with 400 naming the field a part the parser would skip, never a 201 without the résumé", async () => {
    const config = testConfig();
    const app = await testApp(config);
    for (const disposition of [
      'attachment; name="resume"; filename="cv.pdf"',
      'inline; name="resume"; filename="cv.pdf"',
      'form-data; name="resume"; filename="cv\rname.pdf"',
    ]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/career-applications",
        ...multipart([
          ...textParts,
          { name: "resume", value: pdf, filename: "cv.pdf", type: "application/pdf", disposition },
        ]),
      });
      expect(response.statusCode, disposition).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: "invalid_body", fields: { resume: expect.any(String) } },
      });
    }
    expect(stored(config.databasePath)).toHaveLength(0);
    expect(existsSync(config.resumeDir) ? readdirSync(config.resumeDir) : []).toEqual([]);
  });

  it("rejects a résumé over 10 MB with 413 and keeps nothing of it", async () => {
    const config = testConfig();
    const app = await testApp(config);
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const response = await app.inject({
      method: "POST",
      url: "/api/career-applications",
      ...multipart([...textParts, { name: "resume", value: big, filename: "big.pdf", type: "application/pdf" }]),
    });
    expect(response.statusCode).toBe(413);
    expect(stored(config.databasePath)).toHaveLength(0);
    expect(existsSync(config.resumeDir) ? readdirSync(config.resumeDir) : []).toEqual([]);
  });

  it("recognises the type by content: an executable named .pdf is refused with 415", async () => {
    const config = testConfig();
    const app = await testApp(config);
    const response = await app.inject({
      method: "POST",
      url: "/api/career-applications",
      ...multipart([
        ...textParts,
        { name: "resume", value: Buffer.from("MZ\x90\x00fake program"), filename: "cv.pdf", type: "application/pdf" },
      ]),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.fields).toHaveProperty("resume");
    expect(stored(config.databasePath)).toHaveLength(0);
    expect(existsSync(config.resumeDir) ? readdirSync(config.resumeDir) : []).toEqual([]);
  });

  it("accepts .doc and .docx by their signatures", async () => {
    const app = await testApp(testConfig());
    const doc = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const docx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
    for (const [value, filename] of [
      [doc, "cv.doc"],
      [docx, "cv.docx"],
    ] as const) {
      const response = await app.inject({
        method: "POST",
        url: "/api/career-applications",
        ...multipart([...textParts, { name: "resume", value, filename }]),
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it("names a missing required field and removes the uploaded résumé", async () => {
    const config = testConfig();
    const app = await testApp(config);
    const response = await app.inject({
      method: "POST",
      url: "/api/career-applications",
      ...multipart([
        ...textParts.filter((part) => part.name !== "zipCode"),
        { name: "resume", value: pdf, filename: "cv.pdf" },
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("zipCode");
    expect(readdirSync(config.resumeDir)).toEqual([]);
  });

  it("accepts an application without a résumé, as JSON too", async () => {
    const app = await testApp(testConfig());
    const response = await app.inject({
      method: "POST",
      url: "/api/career-applications",
      payload: { ...fields, resumeFileName: null },
    });
    expect(response.statusCode).toBe(201);
  });
});

/** The longest /healthz wait, asked every 10 ms over real HTTP while `post` runs. */
async function healthWhile(origin: string, post: () => Promise<Response>) {
  let longest = 0;
  let posting = true;
  const asking = (async () => {
    while (posting) {
      const started = performance.now();
      await fetch(`${origin}/healthz`);
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const response = await post().finally(() => {
    posting = false;
  });
  await asking;
  return { status: response.status, longest };
}

describe("a hostile upload", { timeout: 120_000 }, () => {
  it("is read in time proportional to its size: /healthz waits no longer than beside a plain one", async () => {
    // A 10 MiB résumé of "\r--" + boundary (the look-alike of a delimiter that made the part log
    // search to the body's end after each one: 12 s for one mebibyte), against a plain résumé of
    // the same size posted to the same server in the same run.
    const app = await testApp(testConfig({ RESUME_DAILY_LIMIT_PER_IP_MB: "100" }));
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    const origin = `http://127.0.0.1:${port}`;
    const upload = (filler: string) => {
      const value = Buffer.concat([pdf, Buffer.from(filler.repeat(Math.floor((10 * 1024 * 1024) / filler.length)))]);
      const body = multipart([...textParts, { name: "resume", value, filename: "a.pdf", type: "application/pdf" }]);
      return () =>
        fetch(`${origin}/api/career-applications`, { method: "POST", headers: body.headers, body: body.payload });
    };
    const lookalike = `\r--${multipartTestBoundary}`;
    const plain = await healthWhile(origin, upload("x".repeat(lookalike.length)));
    const hostile = await healthWhile(origin, upload(lookalike));
    expect(hostile.status).toBe(plain.status);
    // Read in one pass, the two uploads hold /healthz alike (tens of milliseconds, more on a busy
    // machine); the search to the body's end held it for minutes. The margin is for the load.
    expect(hostile.longest, `plain ${plain.longest} ms`).toBeLessThan(Math.max(1000, 5 * plain.longest));
  });
});

describe("POST /api/family-first-submissions", () => {
  const request = {
    firstName: "Lee",
    email: "lee@example.com",
    subject: "#FamilyFirst referral or request",
    message: "My neighbour is 84 and her kitchen sink has leaked for weeks.",
  };

  it("stores a request", async () => {
    const config = testConfig();
    const app = await testApp(config);
    const response = await app.inject({ method: "POST", url: "/api/family-first-submissions", payload: request });
    expect(response.statusCode).toBe(201);
    expect(stored(config.databasePath)[0]).toMatchObject({ kind: "family_first", first_name: "Lee" });
  });

  it.each(["firstName", "email", "subject", "message"])("answers 400 naming %s when it is missing", async (field) => {
    const app = await testApp(testConfig());
    const { [field]: _removed, ...body } = request as Record<string, string>;
    const response = await app.inject({ method: "POST", url: "/api/family-first-submissions", payload: body });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });
});

describe("an application and a Family First request posted without JavaScript", () => {
  it("answer 303 to each form's own thank-you page, not the service request's", async () => {
    const app = await testApp(testConfig());
    const { headers, payload } = multipart([
      ...textParts,
      { name: "resume", value: pdf, filename: "cv.pdf", type: "application/pdf" },
    ]);
    const application = await app.inject({
      method: "POST",
      url: "/api/career-applications",
      headers: { ...headers, accept: "text/html" },
      payload,
    });
    expect(application.statusCode).toBe(303);
    expect(application.headers.location).toBe("/thank-you/application");
    const familyFirst = await app.inject({
      method: "POST",
      url: "/api/family-first-submissions",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      payload: new URLSearchParams({
        firstName: "Lee",
        email: "lee@example.com",
        subject: "Request",
        message: "A leak under the sink.",
        pagePath: "/family-first-project",
      }).toString(),
    });
    expect(familyFirst.statusCode).toBe(303);
    expect(familyFirst.headers.location).toBe("/thank-you/family-first");
  });
});
