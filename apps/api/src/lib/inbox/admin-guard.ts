import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { ApiError } from "../http/api-error";
import { clearSessionCookie, hasSessionCookie, sessionToken, setSessionCookie } from "./admin-session";
import { originMatches, originRefusal } from "./inbox-origin";
import type { SessionStore } from "./session-store";

declare module "fastify" {
  interface FastifyContextConfig {
    /** An inbox route that works without a session (only signing in). */
    withoutSession?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in inbox session: its token and when it lapses if unused. */
    inboxSession: { token: string; expiresAt: Date } | null;
  }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Runs before every inbox API route: a valid session first (401), then, for anything that
 * changes state, an Origin header naming this site (403). SameSite=Strict already keeps the
 * cookie off cross-site requests; the origin check does not depend on the browser doing so.
 */
export function inboxGuard(sessions: SessionStore, config: Config) {
  const siteOrigin = new URL(config.SITE_ORIGIN).origin;
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // Leads are personal data: no cache, shared or private, keeps a copy.
    reply.header("Cache-Control", "no-store");
    if (!request.routeOptions.config.withoutSession) {
      const token = sessionToken(request);
      const expiresAt = token ? sessions.touch(token) : null;
      if (!token || !expiresAt) {
        // A lapsed or forged cookie is of no further use to the browser.
        if (hasSessionCookie(request)) clearSessionCookie(reply, config);
        throw new ApiError(401, "unauthorized", "Please sign in to the inbox.");
      }
      request.inboxSession = { token, expiresAt };
      setSessionCookie(reply, token, config);
    }
    const { origin } = request.headers;
    if (!safeMethods.has(request.method) && !originMatches(siteOrigin, origin)) {
      request.log.warn({ origin: origin ?? null, siteOrigin }, "inbox request refused: its origin is not SITE_ORIGIN");
      throw new ApiError(403, "forbidden", originRefusal(siteOrigin, origin));
    }
  };
}
