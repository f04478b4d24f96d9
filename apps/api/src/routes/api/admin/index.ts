import type { Catalogue } from "@brightwater/content";
import type { FastifyInstance } from "fastify";
import { replaceSecret } from "../../../db/server-secrets";
import { inboxGuard } from "../../../lib/admin-guard";
import { SessionStore } from "../../../lib/session-store";
import cookies from "../../../plugins/cookie";
import leadSourceRoutes from "./lead-sources";
import publishRoutes from "./publishes";
import reportRoutes from "./report";
import resumeRoutes from "./resume";
import sessionRoutes from "./session";
import storageRoutes from "./storage";
import submissionExportRoutes from "./submission-export";
import submissionRoutes from "./submissions";

/**
 * The lead inbox API, /api/admin/*. Registered only when ADMIN_PASSWORD is set. Every route in
 * this context passes the guard; a route added here is protected without asking to be.
 */
export default async function adminRoutes(app: FastifyInstance, options: { catalogue: Catalogue }) {
  const sessions = new SessionStore(app.db, app.config.ADMIN_SESSION_IDLE_MINUTES * 60 * 1000);
  const { adminPassword } = app.config;
  if (!adminPassword) throw new Error("The inbox routes need ADMIN_PASSWORD");
  // Sessions outlive a restart, but not a change of password.
  const previous = replaceSecret(app.db, "inbox_password_fingerprint", adminPassword.fingerprint);
  if (previous !== undefined && previous !== adminPassword.fingerprint) {
    const ended = sessions.revokeAll();
    app.log.info({ ended }, "the inbox password changed: every inbox session ended");
  }
  await app.register(cookies);
  app.decorateRequest("inboxSession", null);
  app.addHook("onRequest", inboxGuard(sessions, app.config));

  await app.register(sessionRoutes, { sessions });
  await app.register(submissionRoutes, { catalogue: options.catalogue });
  await app.register(submissionExportRoutes);
  await app.register(resumeRoutes);
  await app.register(leadSourceRoutes);
  await app.register(storageRoutes);
  await app.register(reportRoutes);
  await app.register(publishRoutes);
}
