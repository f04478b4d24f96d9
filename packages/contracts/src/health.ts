import { z } from "zod";

/** `GET /healthz`: the process answers. */
export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

const count = z.number().int().nonnegative();
// Limits come from the configuration, which allows fractions of a megabyte or a minute.
const limit = z.number().nonnegative();

/**
 * `GET /readyz`, answered 200 when ready and 503 when not: each check and the counts behind it.
 * Counts only, never anything a lead said.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z.object({
    // A real write; `error` is the database's own code when it failed.
    database: z.object({ ok: z.boolean(), error: z.string().optional() }),
    migrations: z.object({ ok: z.boolean(), applied: count, expected: count }),
    disk: z.object({ ok: z.boolean(), freeBytes: count, minFreeBytes: limit }),
    // Reported, not gating: leads are still stored while notifications wait.
    mailQueue: z.object({ ok: z.boolean(), pending: count, oldestAgeSeconds: count, maxAgeSeconds: limit }),
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
export type ReadinessChecks = ReadinessResponse["checks"];
