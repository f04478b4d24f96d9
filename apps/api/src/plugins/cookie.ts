import cookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { stableSecret } from "../db/server-secrets";

/**
 * Signed cookies, for the inbox session. The signing key is made once and kept in the database,
 * like the sessions it signs, so a restart or redeploy signs nobody out.
 */
export default fp(async function cookies(app: FastifyInstance) {
  await app.register(cookie, { secret: stableSecret(app.db, "cookie_signing_key"), hook: "onRequest" });
});
