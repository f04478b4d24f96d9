import type { Readable } from "node:stream";
import { errorResponseSchema } from "@brightwater/contracts";
import { z } from "zod";

/**
 * What every route answers when it fails: the contracts' one error shape, for any 4xx or 5xx
 * (a route's own schema for a status, such as /readyz's 503, comes first). A form posted by the
 * browser itself gets a page instead (lib/browser-form.ts); Fastify serialises only JSON.
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
