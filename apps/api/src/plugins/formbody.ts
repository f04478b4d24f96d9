import { parse } from "node:querystring";
import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { foldFormPost } from "../lib/intake/form-post";

/** Forms posted without JavaScript arrive urlencoded, and are read into their contract's shape. */
export default fp(async function formBodies(app: FastifyInstance) {
  await app.register(formbody, {
    bodyLimit: app.config.BODY_LIMIT_BYTES,
    // maxKeys 0: every field is read, so that an unknown one is refused by the contract, not dropped.
    parser: (body) => foldFormPost({ ...parse(body, "&", "=", { maxKeys: 0 }) }),
  });
});
