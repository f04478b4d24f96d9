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
    const [target = "/", hash] = to.split("#");
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.url.indexOf("?");
      const search = query === -1 ? "" : request.url.slice(query);
      return reply.redirect(`${target}${search}${hash ? `#${hash}` : ""}`, 301);
    };
    const withSlash = from.endsWith("/") ? from.slice(0, -1) || "/" : `${from}/`;
    for (const url of new Set([from, withSlash])) app.get(url, handler);
  }
});
