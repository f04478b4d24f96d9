import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { applicationParts, multipart, resumePdf } from "../../test/career-application";
import { fullDisk, fullDiskSupported } from "../../test/full-disk";
import { logCapture, tempDir, testApp, testConfig } from "../../test/helpers";

const phone = /\(\d{3}\) \d{3}-\d{4}/;
const megabyte = 1024 * 1024;

/** A PDF of `bytes` bytes: the signature, then filler. */
function pdfOf(bytes: number): Buffer {
  const body = Buffer.alloc(bytes, 0x20);
  resumePdf.copy(body, 0, 0, Math.min(resumePdf.length, bytes));
  return body;
}

function storedDetails(path: string): Record<string, string>[] {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare("SELECT details FROM submissions ORDER BY id").all() as { details: string }[]).map(
      (row) => JSON.parse(row.details) as Record<string, string>,
    );
  } finally {
    db.close();
  }
}

const leftovers = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describe("résumé storage faults", () => {
  it("answers 503 with the phone number and logs one error when the résumé folder cannot be created", async () => {
    // A folder below a plain file: mkdir fails with ENOTDIR, for root too (chmod would not stop root).
    const blocker = join(tempDir(), "not-a-folder");
    writeFileSync(blocker, "");
    const config = testConfig({ RESUME_DIR: join(blocker, "resumes"), LOG_LEVEL: "info", LOG_REQUESTS: "false" });
    const log = logCapture();
    const app = await testApp(config, { logStream: log.stream });
    const response = await app.inject({
      method: "POST",
      url: "/api/career-applications",
      ...multipart([...applicationParts, { name: "resume", value: resumePdf, filename: "cv.pdf" }]),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe("storage_unavailable");
    expect(response.json().error.message).toMatch(phone);
    expect(log.errors()).toHaveLength(1);
    expect(JSON.stringify(log.errors()[0])).toContain("ENOTDIR");
    expect(storedDetails(config.databasePath)).toEqual([]);
  });

  it.skipIf(!fullDiskSupported)(
    "answers 503 with the phone number, logs one error and leaves nothing when the disk is full",
    { timeout: 30_000 },
    async () => {
      const disk = fullDisk();
      const config = testConfig({ RESUME_DIR: join(disk.dir, "resumes"), LOG_LEVEL: "info", LOG_REQUESTS: "false" });
      const log = logCapture();
      const app = await testApp(config, { logStream: log.stream });
      disk.fill();
      const response = await app.inject({
        method: "POST",
        url: "/api/career-applications",
        ...multipart([...applicationParts, { name: "resume", value: pdfOf(256 * 1024), filename: "cv.pdf" }]),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toMatch(phone);
      expect(log.errors()).toHaveLength(1);
      expect(JSON.stringify(log.errors()[0])).toContain("ENOSPC");
      expect(leftovers(config.resumeDir)).toEqual([]);
      expect(storedDetails(config.databasePath)).toEqual([]);
    },
  );
});

describe("résumé storage budgets", () => {
  it("refuses uploads beyond the total budget with 507 and keeps nothing of them", { timeout: 30_000 }, async () => {
    const config = testConfig({ RESUME_STORAGE_LIMIT_MB: "2.5", RESUME_DAILY_LIMIT_PER_IP_MB: "1000" });
    const app = await testApp(config);
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) {
      const response = await app.inject({
        method: "POST",
        url: "/api/career-applications",
        remoteAddress: `10.0.0.${index + 1}`,
        ...multipart([...applicationParts, { name: "resume", value: pdfOf(megabyte), filename: `cv${index}.pdf` }]),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 507) {
        expect(response.json().error.code).toBe("storage_full");
        expect(response.json().error.message).toMatch(phone);
      }
    }
    expect(statuses).toEqual([201, 201, 507, 507]);
    expect(leftovers(config.resumeDir)).toHaveLength(2);
    expect(storedDetails(config.databasePath)).toHaveLength(2);
  });

  it("logs a refusal (507, as 429) as a warning without a stack, at most one a second per reason", {
    timeout: 30_000,
  }, async () => {
    const config = testConfig({
      RESUME_STORAGE_LIMIT_MB: "0.5",
      RESUME_DAILY_LIMIT_PER_IP_MB: "0.75",
      LOG_LEVEL: "info",
      LOG_REQUESTS: "false",
    });
    const log = logCapture();
    const app = await testApp(config, { logStream: log.stream });
    const started = Date.now();
    const statuses: number[] = [];
    for (let index = 0; index < 8; index++) {
      const response = await app.inject({
        method: "POST",
        url: "/api/career-applications",
        remoteAddress: index < 4 ? "10.0.0.1" : "10.0.0.2",
        ...multipart([...applicationParts, { name: "resume", value: pdfOf(400 * 1024), filename: "cv.pdf" }]),
      });
      statuses.push(response.statusCode);
    }
    const seconds = Math.ceil((Date.now() - started) / 1000);
    expect(statuses).toEqual([201, 507, 507, 507, 507, 507, 507, 507]);
    expect(log.errors()).toEqual([]);
    expect(JSON.stringify(log.lines)).not.toContain("stack");
    const warnings = log.lines.filter((line) => line.level === 40);
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    // One a second per reason: never one per refusal when they come faster than that.
    expect(warnings.length).toBeLessThanOrEqual(Math.min(7, seconds + 1));
    expect(warnings[0]).toMatchObject({ code: "storage_full", status: 507 });
  });

  it("refuses one address beyond its daily budget with 429, other addresses still upload", {
    timeout: 30_000,
  }, async () => {
    const config = testConfig({ RESUME_DAILY_LIMIT_PER_IP_MB: "2.5" });
    const app = await testApp(config);
    const send = (remoteAddress: string) =>
      app.inject({
        method: "POST",
        url: "/api/career-applications",
        remoteAddress,
        ...multipart([...applicationParts, { name: "resume", value: pdfOf(megabyte), filename: "cv.pdf" }]),
      });
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push((await send("10.0.0.9")).statusCode);
    expect(statuses).toEqual([201, 201, 429, 429]);
    const refused = await send("10.0.0.9");
    expect(refused.json().error.message).toMatch(/today/);
    expect((await send("10.0.0.10")).statusCode).toBe(201);
    expect(leftovers(config.resumeDir)).toHaveLength(3);
  });

  it("counts résumés already on disk at start-up", async () => {
    const config = testConfig({ RESUME_STORAGE_LIMIT_MB: "1" });
    const first = await testApp(config);
    const upload = () =>
      first.inject({
        method: "POST",
        url: "/api/career-applications",
        ...multipart([...applicationParts, { name: "resume", value: pdfOf(megabyte - 1000), filename: "cv.pdf" }]),
      });
    expect((await upload()).statusCode).toBe(201);
    const second = await testApp(config);
    expect(second.resumes.usage()).toMatchObject({ files: 1, bytes: megabyte - 1000, budgetBytes: megabyte });
  });
});

describe("résumé names", () => {
  it.each([".", ".."])("stores a résumé named %j under a generated name", async (filename) => {
    const config = testConfig();
    const app = await testApp(config);
    const response = await app.inject({
      method: "POST",
      url: "/api/career-applications",
      ...multipart([...applicationParts, { name: "resume", value: resumePdf, filename, type: "application/pdf" }]),
    });
    expect(response.statusCode).toBe(201);
    const [details] = storedDetails(config.databasePath);
    expect(details?.resumeStoredName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(join(config.resumeDir, details?.resumeStoredName ?? ""))).toEqual(resumePdf);
  });

  it("takes an empty file input as no résumé", async () => {
    const config = testConfig();
    const app = await testApp(config);
    const response = await app.inject({
      method: "POST",
      url: "/api/career-applications",
      ...multipart([...applicationParts, { name: "resume", value: "", filename: "" }]),
    });
    expect(response.statusCode).toBe(201);
    expect(storedDetails(config.databasePath)[0]?.resumeStoredName).toBeUndefined();
    expect(leftovers(config.resumeDir)).toEqual([]);
  });

  it("cleans line breaks and control characters out of a résumé name, sent as JSON or as the file's own name", async () => {
    const config = testConfig();
    const app = await testApp(config);
    const forged = "cv.pdf\r\nPhone: 900-555-0199";
    const json = await app.inject({
      method: "POST",
      url: "/api/career-applications",
      payload: {
        ...Object.fromEntries(applicationParts.map(({ name, value }) => [name, value])),
        resumeFileName: forged,
      },
    });
    expect(json.statusCode).toBe(201);
    const file = await app.inject({
      method: "POST",
      url: "/api/career-applications",
      ...multipart([
        ...applicationParts,
        {
          name: "resume",
          value: resumePdf,
          // (The multipart parser itself drops a part whose name holds a line break.)
          filename: "cv.pdf\u0007\tPhone: 900-555-0199",
        },
      ]),
    });
    expect(file.statusCode).toBe(201);
    const names = storedDetails(config.databasePath).map((details) => details.resumeFileName);
    expect(names).toEqual(["cv.pdf Phone: 900-555-0199", "cv.pdf Phone: 900-555-0199"]);
  });
});

describe("résumé removal", () => {
  it("gives the bytes of a removed résumé back to the budget", async () => {
    const config = testConfig({ RESUME_STORAGE_LIMIT_MB: "1.5" });
    const app = await testApp(config);
    const upload = () =>
      app.inject({
        method: "POST",
        url: "/api/career-applications",
        ...multipart([...applicationParts, { name: "resume", value: pdfOf(megabyte), filename: "cv.pdf" }]),
      });
    expect((await upload()).statusCode).toBe(201);
    expect((await upload()).statusCode).toBe(507);
    const [details] = storedDetails(config.databasePath);
    app.resumes.removeExpired(details?.resumeStoredName ?? "");
    expect(app.resumes.usage()).toMatchObject({ bytes: 0, files: 0 });
    expect((await upload()).statusCode).toBe(201);
  });
});
