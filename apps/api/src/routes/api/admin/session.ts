import { adminSessionResponseSchema, adminSignInSchema } from "@brightwater/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "../../../lib/http/api-error";
import { errorResponses, noBody } from "../../../lib/http/route-schemas";
import {
  clearKnownDeviceCookie,
  clearSessionCookie,
  isKnownDevice,
  sessionToken,
  setKnownDeviceCookie,
  setSessionCookie,
} from "../../../lib/inbox/admin-session";
import type { PasswordHash } from "../../../lib/inbox/password-hash";
import type { SessionStore } from "../../../lib/inbox/session-store";
import { SignInThrottle } from "../../../lib/inbox/sign-in-throttle";

const signedIn = { 200: adminSessionResponseSchema, ...errorResponses };

function tooManyTries(waitMs: number): ApiError {
  const seconds = Math.ceil(waitMs / 1000);
  return new ApiError(
    429,
    "rate_limited",
    `Too many wrong passwords were tried just now. Please wait ${seconds} seconds and try again.`,
    undefined,
    { "Retry-After": String(seconds) },
  );
}

/**
 * Throws 429 while wrong passwords pile up (nobody's password is even checked then: no answer to
 * learn from), except for a browser that signed in before, and 401 for a wrong password. Any
 * other try is counted as wrong before its hash (tries sent together cannot all pass the check),
 * and uncounted if it was right.
 */
async function checkPassword(
  request: FastifyRequest,
  candidate: string,
  inbox: { password: PasswordHash; throttle: SignInThrottle; deviceKey: Buffer },
): Promise<void> {
  const known = isKnownDevice(request, inbox.deviceKey);
  const attempt = known ? null : inbox.throttle.take();
  if (attempt && attempt.waitMs > 0) throw tooManyTries(attempt.waitMs);
  if (!(await inbox.password.matches(candidate))) {
    if (known) inbox.throttle.failed();
    request.log.warn({ ip: request.ip }, "inbox sign-in with a wrong password");
    throw new ApiError(401, "unauthorized", "That password is not right.", {
      password: "That password is not right",
    });
  }
  attempt?.release();
}

/** Signing in and out of the inbox, and asking whether this browser is signed in. */
const sessionRoutes: FastifyPluginAsyncZod<{ sessions: SessionStore; deviceKey: Buffer }> = async (
  app,
  { sessions, deviceKey },
) => {
  const { adminPassword } = app.config;
  if (!adminPassword) throw new Error("The inbox routes need ADMIN_PASSWORD");
  const throttle = new SignInThrottle(app.config.ADMIN_SIGN_IN_FAILURES_PER_MINUTE);

  app.post(
    "/api/admin/session",
    {
      config: {
        withoutSession: true,
        rateLimit: { max: app.config.ADMIN_SIGN_IN_PER_MINUTE, timeWindow: "1 minute" },
      },
      schema: { body: adminSignInSchema, response: signedIn },
    },
    async (request, reply) => {
      await checkPassword(request, request.body.password, { password: adminPassword, throttle, deviceKey });
      // A browser that signs in again gets a fresh session; its old one ends.
      const previous = sessionToken(request);
      if (previous) sessions.revoke(previous);
      const token = sessions.create();
      const expiresAt = sessions.touch(token);
      if (!expiresAt) throw new Error("a new session lapsed at once");
      setSessionCookie(reply, token, app.config);
      setKnownDeviceCookie(reply, app.config, deviceKey);
      request.log.info({ ip: request.ip }, "inbox sign-in");
      return { expiresAt: expiresAt.toISOString() };
    },
  );

  app.get("/api/admin/session", { schema: { response: signedIn } }, async (request) => {
    const session = request.inboxSession;
    if (!session) throw new Error("guard let a request through without a session");
    return { expiresAt: session.expiresAt.toISOString() };
  });

  app.delete(
    "/api/admin/session",
    { schema: { response: { 204: noBody, ...errorResponses } } },
    async (request, reply) => {
      if (request.inboxSession) sessions.revoke(request.inboxSession.token);
      clearSessionCookie(reply, app.config);
      // Signed out: this browser no longer skips the wait that others' wrong passwords cause.
      clearKnownDeviceCookie(reply, app.config);
      return reply.code(204).send();
    },
  );
};

export default sessionRoutes;
