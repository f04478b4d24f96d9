import type { Catalogue } from "@brightwater/content";
import type { FastifyInstance } from "fastify";
import { replaceSecret } from "../../../db/server-secrets";
import { ApiError } from "../../../lib/http/api-error";
import { isStorageFault } from "../../../lib/http/storage-fault";
import { inboxGuard } from "../../../lib/inbox/admin-guard";
import { knownDeviceKey } from "../../../lib/inbox/admin-session";
import { SessionStore } from "../../../lib/inbox/session-store";
import cookies from "../../../plugins/cookie";
import bookingRoutes from "./bookings";
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
// Said to the office, not to a visitor: what still works and what to do.
const diskFullMessage =
  "The server's disk is full (or cannot be written): this change could not be saved. Reading the inbox still works. Free some space on the server, then try again.";

export default async function adminRoutes(app: FastifyInstance, options: { catalogue: Catalogue }) {
  const sessions = new SessionStore(app.db, {
    idleMs: app.config.ADMIN_SESSION_IDLE_MINUTES * 60 * 1000,
    onWriteFailure: (error) => app.log.warn({ err: error }, "an inbox session's last use could not be written"),
  });
  const { adminPassword } = app.config;
  if (!adminPassword) throw new Error("The inbox routes need ADMIN_PASSWORD");
  // Sessions and known browsers outlive a restart, but not a change of password.
  const previous = replaceSecret(app.db, "inbox_password_fingerprint", adminPassword.fingerprint);
  const passwordChanged = previous !== undefined && previous !== adminPassword.fingerprint;
  if (passwordChanged) {
    const ended = sessions.revokeAll();
    app.log.info({ ended }, "the inbox password changed: every inbox session ended, every known browser forgotten");
  }
  const deviceKey = knownDeviceKey(app.db, passwordChanged);
  await app.register(cookies);
  // A write the disk refuses is the office's to know about; the site's error handler answers it.
  app.setErrorHandler((error) => {
    if (isStorageFault(error)) throw new ApiError(503, "storage_unavailable", diskFullMessage).causedBy(error);
    throw error;
  });
  app.decorateRequest("inboxSession", null);
  app.addHook("onRequest", inboxGuard(sessions, app.config));

  await app.register(sessionRoutes, { sessions, deviceKey });
  await app.register(submissionRoutes, { catalogue: options.catalogue });
  await app.register(submissionExportRoutes);
  await app.register(resumeRoutes);
  await app.register(leadSourceRoutes);
  await app.register(storageRoutes);
  await app.register(reportRoutes);
  await app.register(publishRoutes);
  await app.register(bookingRoutes);
}
