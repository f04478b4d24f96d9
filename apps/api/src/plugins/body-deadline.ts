import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../lib/http/api-error";

/**
 * A request body must arrive within HTTP_BODY_TIMEOUT_MS of its headers (a form is a few
 * kilobytes), so a client sending a byte now and then holds its connection seconds, not the two
 * minutes a résumé upload may take (multipart keeps HTTP_REQUEST_TIMEOUT_MS). Past the deadline
 * the body's reader fails with a 408 and the connection is closed.
 */
export default fp(async function bodyDeadline(app: FastifyInstance) {
  const timeoutMs = app.config.HTTP_BODY_TIMEOUT_MS;
  app.addHook("onRequest", async (request, reply) => {
    const { raw } = request;
    const { "content-length": length, "transfer-encoding": chunked } = raw.headers;
    const hasBody = (length !== undefined && length !== "0") || chunked !== undefined;
    if (!hasBody || raw.complete || request.isMultipart()) return;
    const timer = setTimeout(() => {
      if (raw.complete || raw.destroyed) return;
      // Answered already (refused before its body was read) or nobody reading it: just cut it.
      if (reply.sent || raw.listenerCount("error") === 0) {
        raw.socket.destroy();
        return;
      }
      // Fastify's body reader listens for this and answers through the error handler.
      raw.emit(
        "error",
        new ApiError(
          408,
          "invalid_body",
          "The request body did not arrive in time.",
          { body: "Did not arrive in time" },
          { connection: "close" },
        ),
      );
    }, timeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once("end", clear);
    raw.once("close", clear);
  });
});
