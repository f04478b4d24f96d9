import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** The body's declared length; null when it is not declared (chunked). */
function declaredBytes(request: FastifyRequest): number | null {
  const declared = Number(request.headers["content-length"]);
  return Number.isSafeInteger(declared) && declared >= 0 ? declared : null;
}

/**
 * A request answered before its body was read (a résumé refused with 429 or 507 while it
 * arrives). Left alone, the body would sit unread and the keep-alive connection would hang: the
 * next request on it is never parsed. A body of at most HTTP_DRAIN_MAX_BYTES is read to its end and
 * dropped, so the connection carries on; a longer one, or one of unknown length, is answered with
 * Connection: close, and the connection is cut once the bound is passed.
 */
export default fp(async function unreadBodies(app: FastifyInstance) {
  const limit = app.config.HTTP_DRAIN_MAX_BYTES;
  app.addHook("onSend", async (request, reply) => {
    if (request.raw.complete) return;
    const declared = declaredBytes(request);
    if (declared === null || declared > limit) reply.header("connection", "close");
  });
  app.addHook("onResponse", async (request) => {
    const { raw } = request;
    if (raw.complete || raw.destroyed) return;
    let drained = 0;
    raw.on("data", (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > limit) raw.socket.destroy();
    });
    raw.resume();
  });
});
