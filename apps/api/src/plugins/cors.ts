import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Only the site itself may call the API from a browser. */
export default fp(async function crossOrigin(app: FastifyInstance) {
  await app.register(cors, {
    origin: new URL(app.config.SITE_ORIGIN).origin,
    methods: ["GET", "POST", "PATCH"],
    credentials: true,
  });
});
