import { resumeLimits } from "@brightwater/contracts";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Career applications come as multipart with the résumé. bodyLimit does not bound multipart,
 * so every dimension is limited here, and a file over the limit is detected by `truncated`.
 */
export default fp(async function multipartBodies(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: resumeLimits.maxBytes,
      files: 1,
      // The form's own fields, and up to twelve attr_* fields of attribution.
      fields: 32,
      fieldSize: 32 * 1024,
      parts: 37,
      headerPairs: 100,
    },
  });
});
