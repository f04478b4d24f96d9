import { adminPagePath } from "@brightwater/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { pickEncoding } from "./encoding";
import type { StoredPage } from "./page-store";

/**
 * The opener policy of the page at `path`. A public page holds nothing another window could read,
 * and `same-origin` would put every visit from a page without the header (a bookmark, a link in a
 * message or on another site) in a new browsing context group, with a renderer process of its own:
 * the page's commit took twice as long in our measurements (decision 025). The lead inbox, which
 * shows people's names and addresses, keeps `same-origin`.
 */
function openerPolicy(path: string) {
  return path === adminPagePath ? "same-origin" : "unsafe-none";
}

/** A page to answer with: the path it answers (its opener policy), the page as stored, and the status. */
export interface PageAnswer {
  path: string;
  page: StoredPage;
  status?: number;
}

/** Sends a stored page in the encoding the client takes, with its CSP; 304 when the client has it. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, { path, page, status = 200 }: PageAnswer) {
  reply
    .code(status)
    .header("Content-Type", "text/html; charset=utf-8")
    .header("Cache-Control", "no-cache")
    .header("Vary", "Accept-Encoding")
    .header("Content-Security-Policy", page.csp)
    .header("Cross-Origin-Opener-Policy", openerPolicy(path));
  if (status === 200) {
    reply.header("ETag", page.etag);
    if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
  }
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  if (encoding !== "identity") reply.header("Content-Encoding", encoding);
  return reply.send(page.bodies[encoding]);
}
