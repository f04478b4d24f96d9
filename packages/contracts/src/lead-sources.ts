import { z } from "zod";

/** `GET /api/admin/lead-sources`: how many leads each page brought in the last `days` days. */
export const leadSourcesResponseSchema = z.object({
  days: z.number().int().positive(),
  since: z.iso.datetime(),
  pages: z.array(z.object({ pagePath: z.string(), count: z.number().int().positive() })),
});
export type LeadSourcesResponse = z.infer<typeof leadSourcesResponseSchema>;
