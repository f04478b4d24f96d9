import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Only the site itself may call the API from a browser. A request that names no origin (a page
 * the browser navigates to, a same-origin GET) gets no CORS headers: they would only weigh down
 * every page's first round trip (decision 035).
 */
export default fp(async function crossOrigin(app: FastifyInstance) {
  const site = new URL(app.config.SITE_ORIGIN).origin;
  await app.register(cors, {
    origin: (origin, allow) => allow(null, origin === site),
    methods: ["GET", "POST", "PATCH"],
    credentials: true,
  });
});
