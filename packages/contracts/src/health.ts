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
 * `GET /readyz`, answered 200 when ready and 503 when not: each check's verdict, and for a client
 * on the server's own machine the counts behind it (free bytes, the mail backlog, the database's
 * error code); a stranger sees the verdicts only. Never anything a lead said.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z.object({
    // A real write; `error` is the database's own code when it failed.
    database: z.object({ ok: z.boolean(), error: z.string().optional() }),
    migrations: z.object({ ok: z.boolean(), applied: count.optional(), expected: count.optional() }),
    disk: z.object({ ok: z.boolean(), freeBytes: count.optional(), minFreeBytes: limit.optional() }),
    // Reported, not gating: leads are still stored while notifications wait.
    mailQueue: z.object({
      ok: z.boolean(),
      pending: count.optional(),
      oldestAgeSeconds: count.optional(),
      maxAgeSeconds: limit.optional(),
    }),
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
export type ReadinessChecks = ReadinessResponse["checks"];
