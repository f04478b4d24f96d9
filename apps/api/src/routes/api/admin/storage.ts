import { statfsSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { storageUsageResponseSchema } from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../lib/http/route-schemas";

const fileBytes = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;

/** Disk use for the inbox: résumés against their budget, the database, free space. */
const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/storage",
    { schema: { response: { 200: storageUsageResponseSchema, ...errorResponses } } },
    async () => {
      const { databasePath } = app.config;
      const disk = statfsSync(dirname(databasePath));
      const resumes = app.resumes.usage();
      return {
        resumes: { ...resumes, budgetBytes: Math.floor(resumes.budgetBytes) },
        // The WAL holds recent commits until they are copied into the file: both are the database.
        database: { bytes: fileBytes(databasePath) + fileBytes(`${databasePath}-wal`) },
        disk: { freeBytes: disk.bavail * disk.bsize, totalBytes: disk.blocks * disk.bsize },
      };
    },
  );
};

export default storageRoutes;
