import type { FastifyInstance } from "fastify";

/**
 * Closes the app: no new connections, idle keep-alive sockets at once (Fastify's default), and
 * requests in flight get `graceMs` to finish. After that every connection still open (a client
 * trickling its body, say) is cut, so a slow client cannot hold up a restart.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const timer = setTimeout(() => {
    app.log.warn({ graceMs }, "requests still open at shutdown; closing their connections");
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}
