import { z } from "zod";

/** `GET /api/admin/storage`: what the résumés and the database take, and what the disk has left. */
export const storageUsageResponseSchema = z.object({
  resumes: z.object({
    bytes: z.number().int().nonnegative(),
    files: z.number().int().nonnegative(),
    // Uploads are refused (507) once the résumés take this much.
    budgetBytes: z.number().int().positive(),
  }),
  database: z.object({ bytes: z.number().int().nonnegative() }),
  disk: z.object({ freeBytes: z.number().int().nonnegative(), totalBytes: z.number().int().nonnegative() }),
});
export type StorageUsageResponse = z.infer<typeof storageUsageResponseSchema>;
