import { isIP } from "node:net";

/** Names every machine gives itself: localhost, 127.0.0.0/8 and ::1. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host === "::1") return true;
  return isIP(host) === 4 && host.startsWith("127.");
}

/**
 * Whether an Origin header names this site. A loopback SITE_ORIGIN (a server tried on the machine
 * itself) also matches its other loopback names on the same scheme and port, so the inbox opened at
 * http://127.0.0.1:3000 works when SITE_ORIGIN says http://localhost:3000.
 */
export function originMatches(siteOrigin: string, origin: string | undefined): boolean {
  if (origin === undefined) return false;
  const site = new URL(siteOrigin);
  if (origin === site.origin) return true;
  if (!isLoopbackHost(site.hostname)) return false;
  let seen: URL;
  try {
    seen = new URL(origin);
  } catch {
    return false;
  }
  return (
    seen.origin === origin &&
    seen.protocol === site.protocol &&
    seen.port === site.port &&
    isLoopbackHost(seen.hostname)
  );
}

/** What the office is told when the origin does not match: both origins, and the setting to change. */
export function originRefusal(siteOrigin: string, origin: string | undefined): string {
  const expected = new URL(siteOrigin).origin;
  if (origin === undefined)
    return `This request carried no Origin header; the inbox takes changes only from its page at ${expected} (SITE_ORIGIN).`;
  return `This request came from ${origin}, but SITE_ORIGIN is ${expected}: open the inbox at ${expected}/admin, or set SITE_ORIGIN to the address you use.`;
}
