import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Config } from "../config";
import type { NewSubmission } from "../db/schema";
import { submissions } from "../db/schema";
import { testApp, testConfig } from "./helpers";

export const inboxPassword = "test-inbox-password";
export const siteOrigin = "https://www.example.com";

/** The app with the inbox on (a password and a site origin to check requests against). */
export async function inboxApp(
  overrides: Record<string, string> = {},
): Promise<{ app: FastifyInstance; config: Config }> {
  const config = testConfig({ ADMIN_PASSWORD: inboxPassword, SITE_ORIGIN: siteOrigin, ...overrides });
  return { app: await testApp(config), config };
}

/** One sign-in try, from `remoteAddress` when given, with the cookies a browser would send (its known-device cookie). */
export function signInAttempt(
  app: FastifyInstance,
  password: string,
  { remoteAddress, cookie }: { remoteAddress?: string; cookie?: string } = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/admin/session",
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { origin: siteOrigin, ...(cookie ? { cookie } : {}) },
    payload: { password },
  });
}

/** Signs in and returns the Cookie header that carries the session. */
export async function signIn(app: FastifyInstance): Promise<string> {
  const response = await signInAttempt(app, inboxPassword);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies[0];
  if (!cookie) throw new Error("sign-in set no cookie");
  return `${cookie.name}=${cookie.value}`;
}

/** Every route of the app, from Fastify's own route tree (so none can be missed). */
export function routeTable(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const path: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    // "│   ├── /:id (GET, HEAD, PATCH)": four characters of tree per level, a label, its methods.
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    path.length = depth;
    path.push(match[2] ?? "");
    for (const method of match[3]?.split(", ") ?? []) routes.push({ method, url: path.join("") });
  }
  return routes;
}

export const seedKinds = ["contact", "career", "family_first"] as const;

/**
 * `count` leads an hour apart from 2025-01-01T00:00Z, with kinds, statuses, names and texts
 * that vary by index, so that every filter has a known answer.
 */
export function seedLeads(app: FastifyInstance, count: number): (NewSubmission & { index: number })[] {
  const rows = Array.from({ length: count }, (_, index) => ({
    index,
    kind: seedKinds[index % 3] ?? "contact",
    status: index % 10 === 0 ? ("spam" as const) : index % 4 === 0 ? ("contacted" as const) : ("new" as const),
    firstName: `Lead${index}`,
    lastName: index % 2 === 0 ? "Smith" : "Lopez",
    email: `lead${index}@example.com`,
    phone: `(336) 555-${String(index).padStart(4, "0")}`,
    subject: `Request ${index}`,
    message: index % 50 === 7 ? "The sump pump is flooding the basement." : "A dripping faucet in the kitchen.",
    pagePath: index % 3 === 0 ? "/water-heater" : "/",
    createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60 * 60 * 1000).toISOString(),
  }));
  for (let start = 0; start < rows.length; start += 200) {
    app.db
      .insert(submissions)
      .values(rows.slice(start, start + 200).map(({ index: _index, ...row }) => row))
      .run();
  }
  return rows;
}
