import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { trustedProxy } from "../lib/http/connection-cap";

/**
 * A proxy the server does not trust makes every visitor look like the proxy: one rate limit for
 * all, no HTTPS seen, no HSTS. Said once per start, naming the address to add to TRUST_PROXY.
 */
export default fp(async function untrustedProxyWarning(app: FastifyInstance) {
  let warned = false;
  const trusted = trustedProxy(app.config.TRUST_PROXY);
  app.addHook("onRequest", async (request) => {
    if (warned || request.headers["x-forwarded-for"] === undefined) return;
    const peer = request.socket.remoteAddress;
    // A trusted proxy may forward a visitor whose address is its own (a client on the proxy's
    // machine): request.ip then equals the peer, and nothing is wrong.
    if (peer === undefined || request.ip !== peer || trusted(peer)) return;
    warned = true;
    app.log.warn(
      { proxy: peer, trustProxy: app.config.TRUST_PROXY },
      `requests carry X-Forwarded-For from ${peer}, which TRUST_PROXY does not name: every visitor behind it shares its address and rate limits. Add it to TRUST_PROXY if it is your proxy`,
    );
  });
});
