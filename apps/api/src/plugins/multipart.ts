import { resumeLimits } from "@brightwater/contracts";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { multipartLimits } from "../lib/intake/multipart-parts";

/**
 * Career applications come as multipart with the résumé. bodyLimit does not bound multipart,
 * so every dimension is limited here, and a file over the limit is detected by `truncated`.
 */
export default fp(async function multipartBodies(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { ...multipartLimits, fileSize: resumeLimits.maxBytes },
  });
});
