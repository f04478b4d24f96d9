import { fieldErrors } from "@brightwater/contracts";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ApiError } from "../lib/http/api-error";
import { LogThrottle } from "../lib/http/log-throttle";
import { isStorageFault } from "../lib/http/storage-fault";
import { isBrowserFormPost, sendFormErrorPage } from "../lib/intake/browser-form";

/**
 * A request its route's schema refused (FST_ERR_VALIDATION): 400 naming each field as the
 * contracts do, "attribution.utm_source" or "body". A path parameter that fails its schema (a
 * lead id that is not a number) names nothing that exists: 404, as an unknown id.
 */
function validationError(error: FastifyError, request: FastifyRequest): ApiError {
  if (error.validationContext === "params") {
    return new ApiError(404, "not_found", `Nothing at ${request.method} ${request.url.split("?")[0]}.`);
  }
  if (!hasZodFastifySchemaValidationErrors(error)) return new ApiError(400, "invalid_body", error.message);
  const issues = error.validation.map(({ instancePath, message }) => ({
    // The zod issue's path, as the type provider writes it: "/attribution/utm_source"; "/" is the whole body.
    path: instancePath.split("/").filter((segment) => segment !== ""),
    message: message ?? "Invalid value",
  }));
  return ApiError.invalidBody(fieldErrors({ issues }));
}

/** Maps Fastify's own request errors, by their code, to our error shape; 5xx details stay in the log. */
function toApiError(error: FastifyError, request: FastifyRequest, phone: string): ApiError {
  if (error instanceof ApiError) return error;
  switch (error.code) {
    case "FST_ERR_VALIDATION":
      return validationError(error, request);
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
    case "FST_FILES_LIMIT":
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return new ApiError(413, "body_too_large", "The request body is too large.");
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new ApiError(415, "unsupported_media_type", "Send the request as application/json.");
    // Also a JSON body with a forbidden key (__proto__, constructor.prototype).
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return new ApiError(400, "malformed_json", "The request body is not valid JSON.", { body: "Not valid JSON" });
    // A multipart field named __proto__ (or constructor, prototype).
    case "FST_PROTO_VIOLATION":
      return ApiError.invalidBody({ body: "A field name is not allowed" });
  }
  if (error.statusCode === 429) return new ApiError(429, "rate_limited", error.message);
  // Any other refusal by Fastify or a plugin (a body shorter than its Content-Length, a multipart
  // body cut short): the sender's, answered with its status.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError(error.statusCode, "invalid_body", error.message);
  }
  if (isStorageFault(error)) {
    return new ApiError(
      503,
      "storage_unavailable",
      `We could not save your request just now. Please call us at ${phone}.`,
    ).causedBy(error);
  }
  return new ApiError(500, "internal", `Something went wrong on our side. Please call us at ${phone}.`).causedBy(error);
}

/** Refusals by our own budgets and limits (and "busy"): nothing is broken, yet someone may want to know. */
const refusalStatuses = new Set([429, 507]);

export default fp(async function errorHandler(app: FastifyInstance) {
  const refusals = new LogThrottle();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // (A bare instance in plugin tests has no business decorated.)
    const apiError = toApiError(error, request, app.business?.phone.display ?? "");
    if (refusalStatuses.has(apiError.statusCode) || apiError.code === "busy") {
      // One warning line, no stack, at most one a second per reason: a client repeating a refused
      // upload cannot fill the log.
      const suppressed = refusals.take(apiError.code);
      if (suppressed !== null)
        request.log.warn({ code: apiError.code, status: apiError.statusCode, suppressed }, "request refused");
    }
    // One error line per server fault, with the error behind it.
    else if (apiError.statusCode >= 500) request.log.error({ err: apiError.cause ?? error }, "request failed");
    // A client that closed its connection mid-request reads no answer: one quiet line.
    else if (request.raw.socket?.destroyed) request.log.debug({ code: apiError.code }, "client went away");
    else request.log.info({ code: apiError.code, status: apiError.statusCode }, apiError.message);
    if (apiError.headers) reply.headers(apiError.headers);
    if (isBrowserFormPost(request)) {
      const { statusCode: status, message } = apiError;
      return sendFormErrorPage(request, reply, { status, message, business: app.business });
    }
    return reply.code(apiError.statusCode).type("application/json").send(apiError.toBody());
  });
});
