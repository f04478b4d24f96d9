import { z } from "zod";

/** What became of one push the server pulled: put live, refused, or held back for a release. */
export const publishOutcomes = ["published", "refused", "needs-release"] as const;

/** One publish from the repository, as the inbox lists it (newest first in `publish-log.json`). */
export const publishRecordSchema = z.object({
  at: z.iso.datetime(),
  /** The upstream commit it was about, and its first line. */
  commit: z.string().regex(/^[0-9a-f]{40}$/),
  subject: z.string(),
  outcome: z.enum(publishOutcomes),
  /** Where it stopped: before pulling (the checkout), or at the publish's own checks. */
  stage: z.enum(["pull", "publish"]),
  /** The pages that changed, and those no longer served. */
  pages: z.array(z.string()),
  removed: z.array(z.string()),
  /** What stopped it, each with its file and field where it has them. */
  problems: z.array(z.object({ file: z.string(), path: z.string(), message: z.string() })),
  message: z.string(),
});
export type PublishRecord = z.infer<typeof publishRecordSchema>;

export const publishLogSchema = z.array(publishRecordSchema);

/** The file beside the database where publishes are recorded: the server reads it, the publish writes it. */
export const publishLogFile = "publish-log.json";

/** How many publishes the record keeps, and for how long: a busy week never scrolls a refusal out. */
export const publishLogLength = 200;
export const publishLogDays = 90;

/** `GET /api/admin/publishes`: the last publishes from the repository, newest first. */
export const publishHistoryResponseSchema = z.object({ publishes: publishLogSchema });
export type PublishHistoryResponse = z.infer<typeof publishHistoryResponseSchema>;
