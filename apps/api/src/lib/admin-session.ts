import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";

const cookieName = "bw_inbox";
// The browser sends the session only to the inbox API, never with page or asset requests.
const cookiePath = "/api/admin";

function cookieOptions(config: Config) {
  return {
    path: cookiePath,
    httpOnly: true,
    sameSite: "strict",
    secure: config.NODE_ENV === "production",
    signed: true,
  } as const;
}

export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.cookies[cookieName] !== undefined;
}

/** The session token from the request's signed cookie, or null (absent or tampered with). */
export function sessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[cookieName];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

/** (Re)sets the cookie; each use moves its expiry along with the session's. */
export function setSessionCookie(reply: FastifyReply, token: string, config: Config): void {
  reply.setCookie(cookieName, token, { ...cookieOptions(config), maxAge: config.ADMIN_SESSION_IDLE_MINUTES * 60 });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(cookieName, cookieOptions(config));
}
