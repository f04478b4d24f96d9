import { adminPagePath } from "@brightwater/contracts";
import type { FastifyRequest } from "fastify";

/** The inbox page and its API, whatever the case of the path (the router does not mind it either). */
const inboxPath = new RegExp(`^(?:/api)?${adminPagePath}(?:[/?]|$)`, "i");

/**
 * The request as the log shows it. Inbox searches carry names, e-mail addresses and phone
 * numbers in the query string, on the page's own URL (/admin?q=…) as on its API: for both only
 * the path is logged. Done here, once, so that no route can forget it.
 */
export function requestForLog(request: FastifyRequest) {
  const url = inboxPath.test(request.url) ? request.url.replace(/\?.*$/s, "?[redacted]") : request.url;
  return {
    method: request.method,
    url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
