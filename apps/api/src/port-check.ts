import { createServer } from "node:net";

/**
 * Whether HOST:PORT can be listened on, tried before the database is opened: a second server
 * started by mistake must not migrate or hold the live database. Resolves to the reason it
 * cannot, or null.
 */
export function portProblem(host: string, port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE")
        resolve(`port ${port} on ${host} is already in use (another server?): stop it or set PORT to a free port`);
      else if (error.code === "EACCES")
        resolve(`port ${port} on ${host} needs privileges this user lacks: set PORT to 1024 or above`);
      else if (error.code === "EADDRNOTAVAIL")
        resolve(`HOST ${host} is not an address of this machine: set HOST (127.0.0.1 behind a proxy)`);
      else resolve(`cannot listen on ${host}:${port} (${error.code ?? error.message}): check HOST and PORT`);
    });
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}
