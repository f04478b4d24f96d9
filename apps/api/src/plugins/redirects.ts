import type { Redirect } from "@brightwater/content";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/**
 * `catalogue/redirects.json`: each old address answers 301 to its page, for GET and HEAD, with
 * the query string kept (campaign links keep their UTM tags). content:check guarantees every
 * target is a page and no `from` is one. An old address is often printed or linked with a
 * trailing slash (`/old-page/`): that spelling answers the same redirect.
 */
export default fp(async function redirects(app: FastifyInstance, options: { redirects: readonly Redirect[] }) {
  for (const { from, to } of options.redirects) {
    const handler = (request: FastifyRequest, reply: FastifyReply) => redirectTo(request, reply, to);
    for (const url of bothSpellings(from)) app.get(url, handler);
  }
});

/** An address with and without its trailing slash. */
export function bothSpellings(from: string): string[] {
  const withSlash = from.endsWith("/") ? from.slice(0, -1) || "/" : `${from}/`;
  return [...new Set([from, withSlash])];
}

/** 301 to `to` (a path, perhaps with a #fragment), the request's query string kept. */
export function redirectTo(request: FastifyRequest, reply: FastifyReply, to: string) {
  const [target = "/", hash] = to.split("#");
  const query = request.url.indexOf("?");
  const search = query === -1 ? "" : request.url.slice(query);
  return reply.redirect(`${target}${search}${hash ? `#${hash}` : ""}`, 301);
}
