import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Forms posted without JavaScript arrive urlencoded. */
export default fp(async function formBodies(app: FastifyInstance) {
  await app.register(formbody, { bodyLimit: app.config.BODY_LIMIT_BYTES });
});
