import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Headers that say how a document behaves: what it may be framed by, send as a referrer, use, or
 * share a process with. A file under /assets/ (a photograph, a script, the stylesheet) is never
 * shown as a document, so it goes without them: 300 bytes that pushed a hero photograph of 14 KB
 * past a new connection's first round trip (decision 035). It keeps nosniff, its resource policy
 * and the policy that allows nothing to run.
 */
const documentOnly = [
  "Origin-Agent-Cluster",
  "Referrer-Policy",
  "X-DNS-Prefetch-Control",
  "X-Frame-Options",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
];

/**
 * Security headers on every answer. Content-Security-Policy is set per HTML page by the static
 * site plugin (it knows each page's inline-script hashes; the inbox page has a stricter policy of
 * its own); API answers, the inbox's included, get one that allows nothing to run or load.
 * Cross-Origin-Opener-Policy is `same-origin` unless the answer set its own: the public pages
 * set `unsafe-none` (decision 025), which goes unsent, as what a browser assumes without the
 * header (41 bytes of every page's first round trip). An asset goes without the headers only a
 * document reads.
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: false,
    // For browsers long gone (Internet Explorer 8's downloads, Flash's cross-domain files, the XSS
    // filters browsers have removed): bytes in every page's first round trip that protect no one.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook("onSend", async (request, reply) => {
    if (String(reply.getHeader("Cache-Control") ?? "").includes("immutable")) {
      for (const name of documentOnly) reply.removeHeader(name);
    } else {
      reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
      const openerPolicy = reply.getHeader("Cross-Origin-Opener-Policy");
      if (openerPolicy === "unsafe-none") reply.removeHeader("Cross-Origin-Opener-Policy");
      else if (!openerPolicy) reply.header("Cross-Origin-Opener-Policy", "same-origin");
    }
    if (!reply.hasHeader("Content-Security-Policy")) {
      reply.header(
        "Content-Security-Policy",
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
    }
    if (app.config.NODE_ENV === "production" && request.protocol === "https") {
      reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  });
});
