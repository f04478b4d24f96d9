import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { replaceSecret, stableSecret } from "../../db/server-secrets";

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

const deviceKeyName = "inbox_device_key";

/**
 * The key that vouches for browsers that signed in: random, made on first use and kept beside the
 * database (never derived from the password, so nobody can make a cookie without the server's
 * files), and replaced by a new one when the password changes: every known browser is forgotten,
 * and stays forgotten if an old password is set again.
 */
export function knownDeviceKey(db: Db, passwordChanged: boolean): Buffer {
  if (passwordChanged) replaceSecret(db, deviceKeyName, randomBytes(32).toString("base64url"));
  return Buffer.from(stableSecret(db, deviceKeyName), "base64url");
}

function deviceMac(key: Buffer, id: string): Buffer {
  return createHmac("sha256", key).update(id).digest();
}

/** Whether the request carries a known-device cookie made with the current key. */
export function isKnownDevice(request: FastifyRequest, key: Buffer): boolean {
  const [id = "", mac = "", ...rest] = (request.cookies[deviceCookieName] ?? "").split(".");
  if (rest.length > 0 || id === "") return false;
  const expected = deviceMac(key, id);
  const given = Buffer.from(mac, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function deviceCookieOptions(config: Config) {
  return { ...cookieOptions(config), signed: false, path: deviceCookiePath } as const;
}

/**
 * Marks this browser as one that signed in (a random id and its HMAC under the device key):
 * others' wrong passwords never make it wait (the global sign-in throttle), so a distributed guess
 * cannot lock the office out of its inbox. The token outlives a restart; sign-out and a new
 * password end it.
 */
export function setKnownDeviceCookie(reply: FastifyReply, config: Config, key: Buffer): void {
  const id = randomBytes(16).toString("base64url");
  reply.setCookie(deviceCookieName, `${id}.${deviceMac(key, id).toString("base64url")}`, {
    ...deviceCookieOptions(config),
    maxAge: deviceCookieMaxAgeSeconds,
  });
}

export function clearKnownDeviceCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(deviceCookieName, deviceCookieOptions(config));
}
