import { healthResponseSchema, type ReadinessChecks, readinessResponseSchema } from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { databaseWritable, diskSpace, mailQueue, migrationsApplied } from "../db/readiness";
import { errorResponses } from "../lib/http/route-schemas";

/** A client on the server's own machine (the operator's curl, the supervisor), not one through the proxy. */
function onThisMachine(ip: string): boolean {
  return ip === "::1" || ip.startsWith("127.") || ip.startsWith("::ffff:127.");
}

/** Each check's verdict alone: what a monitor elsewhere needs, and nothing of the disk or the backlog. */
function verdicts(checks: ReadinessChecks): ReadinessChecks {
  return {
    database: { ok: checks.database.ok },
    migrations: { ok: checks.migrations.ok },
    disk: { ok: checks.disk.ok },
    mailQueue: { ok: checks.mailQueue.ok },
  };
}

/**
 * For the process supervisor and the load balancer: /healthz says the process answers, /readyz
 * whether it can take leads (database writable, migrations applied, disk space left). The mail
 * queue's age is reported but does not make the server unready: leads are still stored while the
 * mail server is down, and taking the site out would lose them. Counts only, no personal data, and
 * those only to the machine itself; not rate-limited, and not logged per request (a probe every
 * few seconds would fill the log).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const quiet = { logLevel: "silent" as const };

  app.get(
    "/healthz",
    { ...quiet, schema: { response: { 200: healthResponseSchema, ...errorResponses } } },
    async () => ({ status: "ok" as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    "/readyz",
    {
      ...quiet,
      // Not ready is an answer too: 503 with the same body, so that a person can see which check failed.
      schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { config, db } = app;
      const checks: ReadinessChecks = {
        database: databaseWritable(db),
        migrations: migrationsApplied(db),
        disk: diskSpace(config.databasePath, config.READY_MIN_FREE_DISK_MB * 1024 * 1024),
        mailQueue: mailQueue(db, config.READY_MAIL_QUEUE_MAX_AGE_MINUTES * 60, [...(app.mailer?.channels ?? [])]),
      };
      const ready = checks.database.ok && checks.migrations.ok && checks.disk.ok;
      return reply
        .code(ready ? 200 : 503)
        .header("Cache-Control", "no-store")
        .send({ status: ready ? "ready" : "not_ready", checks: onThisMachine(request.ip) ? checks : verdicts(checks) });
    },
  );
};

export default healthRoutes;
