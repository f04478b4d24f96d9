import { randomBytes } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Signed cookies, for the inbox session. The signing key is new at every start: sessions live in
 * memory and end with the process anyway, so a stable key would add a secret to manage for nothing.
 */
export default fp(async function cookies(app: FastifyInstance) {
  await app.register(cookie, { secret: randomBytes(32), hook: "onRequest" });
});
