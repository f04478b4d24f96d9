import { isIP } from "node:net";
import { z } from "zod";
import { optional } from "./optional-setting";

const proxyNames = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY as Fastify takes it: a hop count, or a list of addresses and CIDR ranges (and
 * proxy-addr's names loopback, linklocal, uniquelocal). A message when it is neither: "true" or
 * "*" would let any client choose its own address, and "1" is a hop count, not the address 0.0.0.1.
 */
export function parseTrustProxy(value: string): number | string[] | string {
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : "a hop count must be between 1 and 10";
  }
  const entries = value.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    if (proxyNames.has(entry)) continue;
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    const maxPrefix = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !prefixOk || rest.length > 0) {
      return `"${entry}" is not an IP address, a CIDR range or a hop count (list the proxy's addresses; trusting every client would let anyone choose their own address)`;
    }
  }
  return entries;
}

/** The limits every request meets, and who may say which address a client has. */
export const httpSettings = {
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  // Slow clients: the whole request must arrive within HTTP_REQUEST_TIMEOUT_MS (a 10 MB résumé
  // on a slow phone link included), its headers within HTTP_HEADERS_TIMEOUT_MS; a socket that
  // sends nothing for HTTP_IDLE_TIMEOUT_MS is closed, and so is an unused keep-alive connection
  // after HTTP_KEEP_ALIVE_TIMEOUT_MS (keep it above a reverse proxy's own idle timeout).
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),
  // One client address may hold this many connections at once; more are closed as they open, so
  // slow clients cannot take every connection the process may open. Not applied to the addresses
  // of TRUST_PROXY (a reverse proxy carries everyone's requests; it limits its clients itself).
  HTTP_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().positive().default(32),
  // A request body (JSON, a form posted without script) must arrive within this long of its
  // headers, or it is answered 408 and its connection closed. Résumé uploads (multipart) have
  // HTTP_REQUEST_TIMEOUT_MS.
  HTTP_BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  // A request refused before its body was read (a résumé over budget) keeps its connection when
  // the rest of the body is at most this long: it is read and dropped. A longer one is answered
  // with Connection: close, and a body that runs past it is cut.
  HTTP_DRAIN_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(12 * 1024 * 1024),
  // Who may say which address a visitor has (X-Forwarded-For), so that each visitor's own IP is
  // used: the reverse proxy's addresses or CIDR ranges, comma-separated, or a number of proxy hops.
  // By default a proxy on this host (the shipped Caddy); "none" trusts no one.
  TRUST_PROXY: optional.transform((value = "loopback", context) => {
    if (value === "none") return false as const;
    const parsed = parseTrustProxy(value);
    if (typeof parsed === "string") {
      context.addIssue({ code: "custom", message: parsed });
      return z.NEVER;
    }
    return parsed;
  }),
};
