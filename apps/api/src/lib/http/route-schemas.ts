import type { Readable } from "node:stream";
import { errorResponseSchema } from "@brightwater/contracts";
import type { RouteOptions } from "fastify";
import { z } from "zod";

/**
 * What every route answers when it fails: the contracts' one error shape, for any 4xx or 5xx
 * (a route's own schema for a status, such as /readyz's 503, comes first). A form posted by the
 * browser itself gets a page instead (lib/intake/browser-form.ts); Fastify serialises only JSON.
 */
export const errorResponses = { "4xx": errorResponseSchema, "5xx": errorResponseSchema } as const;

/** A status answered without a body: 204, or a redirect. */
export const noBody = z.undefined();

// A download is sent as text or as a stream of the file, never serialised from JSON: its schema
// names the media types it comes as; nothing checks the bytes.
const fileBody = z.custom<string | Buffer | Readable>(() => true);

/** A response that is a file (CSV, SVG, a résumé) of one of these media types. */
export function fileResponse(mediaTypes: readonly string[]) {
  return { content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileBody }])) };
}

// The routes that answer by a contract: the API and the health probes. Pages, redirects and
// built files are served as they were built.
const contractRoute = /^\/(api\/|healthz$|readyz$)/;
const methodsWithBody = new Set(["POST", "PUT", "PATCH"]);

/**
 * An onRoute hook: a contract route registered without its schemas (responses with the error
 * shape for 4xx and 5xx, a body where it takes one, its path parameters) fails at start-up.
 */
export function requireSchemas(route: RouteOptions): void {
  if (!contractRoute.test(route.url)) return;
  const { schema } = route;
  const response = (schema?.response ?? {}) as Record<string, unknown>;
  const missing = [
    ...(schema?.response ? [] : ["response"]),
    ...["4xx", "5xx"].filter((range) => schema?.response && !(range in response)).map((range) => `${range} response`),
    ...([route.method].flat().some((method) => methodsWithBody.has(method)) && !schema?.body ? ["body"] : []),
    ...(route.url.includes("/:") && !schema?.params ? ["params"] : []),
  ];
  if (missing.length > 0) {
    throw new Error(`${[route.method].flat().join(", ")} ${route.url} declares no ${missing.join(", ")} schema`);
  }
}
