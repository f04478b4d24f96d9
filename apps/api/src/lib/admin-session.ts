import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { PasswordHash } from "./password-hash";

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

const deviceCookieName = "bw_inbox_device";
// Sent only with sign-in: it says nothing but "this browser signed in here before".
const deviceCookiePath = "/api/admin/session";
// Browsers keep a cookie at most 400 days.
const deviceCookieMaxAgeSeconds = 400 * 24 * 60 * 60;

/** Whether the request carries a known-device cookie made with the current password. */
export function isKnownDevice(request: FastifyRequest, password: PasswordHash): boolean {
  const token = request.cookies[deviceCookieName];
  return token !== undefined && password.isDeviceToken(token);
}

/**
 * Marks this browser as one that signed in: others' wrong passwords never make it wait (the
 * global sign-in throttle), so a distributed guess cannot lock the office out of its inbox. The
 * token outlives a restart; a new password ends it.
 */
export function setKnownDeviceCookie(reply: FastifyReply, config: Config, password: PasswordHash): void {
  reply.setCookie(deviceCookieName, password.deviceToken(), {
    ...cookieOptions(config),
    signed: false,
    path: deviceCookiePath,
    maxAge: deviceCookieMaxAgeSeconds,
  });
}
