import { createHmac, randomBytes, scryptSync } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { Config } from "../../config";
import { testApp, testConfig } from "../../test/helpers";
import { inboxPassword, signInAttempt, siteOrigin } from "../../test/inbox";

// Five wrong passwords from anywhere close sign-in for a minute; a known browser still gets in.
const settings = { ADMIN_SIGN_IN_PER_MINUTE: "1000", ADMIN_SIGN_IN_FAILURES_PER_MINUTE: "5" };

async function install(
  password = inboxPassword,
  databasePath?: string,
): Promise<{ app: FastifyInstance; config: Config }> {
  const config = testConfig({
    ...settings,
    ADMIN_PASSWORD: password,
    SITE_ORIGIN: siteOrigin,
    ...(databasePath ? { DATABASE_PATH: databasePath } : {}),
  });
  return { app: await testApp(config), config };
}

function signInWith(
  app: FastifyInstance,
  password: string,
  { cookie, remoteAddress = "192.0.2.10" }: { cookie?: string; remoteAddress?: string } = {},
) {
  return signInAttempt(app, password, { cookie, remoteAddress });
}

/** Signs in once and returns the known-device cookie as a Cookie header. */
async function knownDevice(app: FastifyInstance, password = inboxPassword): Promise<string> {
  const response = await signInWith(app, password);
  expect(response.statusCode).toBe(200);
  const device = response.cookies.find((cookie) => cookie.name === "bw_inbox_device");
  if (!device) throw new Error("sign-in set no known-device cookie");
  return `bw_inbox_device=${device.value}`;
}

/** Wrong passwords from other addresses until sign-in is closed to strangers. */
async function closeSignIn(app: FastifyInstance): Promise<void> {
  for (let index = 0; index < 6; index++)
    await signInWith(app, `guess-${index}`, { remoteAddress: `198.51.100.${index + 1}` });
  expect((await signInWith(app, inboxPassword, { remoteAddress: "203.0.113.9" })).statusCode).toBe(429);
}

describe("the known-device cookie", () => {
  it("cannot be made from the password alone", async () => {
    const { app } = await install();
    await closeSignIn(app);
    // What anyone who knows or guesses the password could compute offline, on any install.
    const key = scryptSync(inboxPassword, "brightwater-inbox-known-device", 64, { N: 16384, r: 8, p: 1 });
    const id = randomBytes(16).toString("base64url");
    const minted = `bw_inbox_device=${id}.${createHmac("sha256", key).update(id).digest("base64url")}`;
    expect((await signInWith(app, inboxPassword, { cookie: minted })).statusCode).toBe(429);
  });

  it("is known only to the install that set it, not to another with the same password", async () => {
    const { app: first } = await install();
    const cookie = await knownDevice(first);
    const { app: second } = await install();
    await closeSignIn(second);
    expect((await signInWith(second, inboxPassword, { cookie })).statusCode).toBe(429);
    await closeSignIn(first);
    expect((await signInWith(first, inboxPassword, { cookie })).statusCode).toBe(200);
  });

  it("is cleared at sign-out", async () => {
    const { app } = await install();
    const signedIn = await signInWith(app, inboxPassword);
    const cookie = signedIn.cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    const out = await app.inject({
      method: "DELETE",
      url: "/api/admin/session",
      headers: { cookie, origin: siteOrigin },
    });
    expect(out.statusCode).toBe(204);
    const device = out.cookies.find(({ name }) => name === "bw_inbox_device");
    expect(device).toMatchObject({ value: "", path: "/api/admin/session" });
    expect(device?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("outlives a restart, but not a change of password, even when the old password returns", async () => {
    const { app, config } = await install();
    const cookie = await knownDevice(app);
    await app.close();
    const { app: restarted } = await install(inboxPassword, config.databasePath);
    await closeSignIn(restarted);
    expect((await signInWith(restarted, inboxPassword, { cookie })).statusCode).toBe(200);
    await restarted.close();

    const { app: changed } = await install("another-inbox-password", config.databasePath);
    await closeSignIn(changed);
    expect((await signInWith(changed, "another-inbox-password", { cookie })).statusCode).toBe(429);
    await changed.close();

    const { app: back } = await install(inboxPassword, config.databasePath);
    await closeSignIn(back);
    expect((await signInWith(back, inboxPassword, { cookie })).statusCode).toBe(429);
  });
});
