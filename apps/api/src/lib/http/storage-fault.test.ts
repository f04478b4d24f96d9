import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { fullDisk, fullDiskSupported } from "../../test/full-disk";
import { sampleLead, testApp, testConfig } from "../../test/helpers";
import { inboxPassword, signIn, signInAttempt, siteOrigin } from "../../test/inbox";

const minute = 60 * 1000;

/** Runs `body` with the clock `ms` ahead (the session's last use then is over a minute old). */
async function later<T>(ms: number, body: () => Promise<T>): Promise<T> {
  const realNow = Date.now;
  Date.now = () => realNow() + ms;
  try {
    return await body();
  } finally {
    Date.now = realNow;
  }
}

function setStatus(app: FastifyInstance, cookie: string, id: number, status: string) {
  return app.inject({
    method: "PATCH",
    url: `/api/admin/submissions/${id}`,
    headers: { cookie, origin: siteOrigin },
    payload: { status },
  });
}

// The office must still read its leads (and call them back) when the server's disk is full.
describe("the inbox on a full disk", () => {
  it.skipIf(!fullDiskSupported)(
    "reads, and a change it cannot save is answered with a message for the office",
    { timeout: 60_000 },
    async () => {
      const disk = fullDisk();
      const config = testConfig({
        ADMIN_PASSWORD: inboxPassword,
        SITE_ORIGIN: siteOrigin,
        DATABASE_PATH: join(disk.dir, "site.db"),
        RESUME_DIR: join(disk.dir, "resumes"),
      });
      const app = await testApp(config);
      const created = await app.inject({ method: "POST", url: "/api/contacts", payload: sampleLead });
      expect(created.statusCode).toBe(201);
      const { id } = created.json() as { id: number };
      const cookie = await signIn(app);
      app.db.$client.pragma("wal_checkpoint(TRUNCATE)");
      disk.fill();

      for (const url of ["/api/admin/session", "/api/admin/submissions", `/api/admin/submissions/${id}`]) {
        expect((await app.inject({ url, headers: { cookie } })).statusCode, url).toBe(200);
      }
      // Past the minute after which a use is written down: the write fails, the read does not.
      const read = await later(2 * minute, () => app.inject({ url: "/api/admin/submissions", headers: { cookie } }));
      expect(read.statusCode).toBe(200);
      expect(read.json().items).toHaveLength(1);

      const refused = await setStatus(app, cookie, id, "contacted");
      expect(refused.statusCode).toBe(503);
      const { message } = refused.json().error as { message: string };
      expect(message).toMatch(/disk is full/i);
      expect(message).toMatch(/reading .*still works/i);
      expect(message).not.toMatch(/call us/i);

      // Signing in starts a session, a write: refused the same way, in the office's words.
      const signInRefused = await signInAttempt(app, inboxPassword);
      expect(signInRefused.statusCode).toBe(503);
      expect(signInRefused.json().error.message).toBe(message);

      disk.free();
      expect((await setStatus(app, cookie, id, "contacted")).statusCode).toBe(200);
    },
  );
});
