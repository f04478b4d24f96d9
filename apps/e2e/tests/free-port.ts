import { createServer, type Server } from "node:net";

/** Listens on `port` at 127.0.0.1 (0: one the system picks); resolves once it does. */
export function hold(port = 0): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/** The port `server` listens on. */
export function portOf(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("not listening on a TCP port");
  return address.port;
}

/**
 * A port no program listens on now, picked by the system: a server of a test's own never meets a
 * program that happens to hold a fixed number on this machine.
 */
export async function freePort(): Promise<number> {
  const server = await hold();
  const port = portOf(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}
