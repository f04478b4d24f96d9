/**
 * The listening socket systemd hands over (deploy/brightwater.socket): fd 3 when LISTEN_FDS is 1
 * and LISTEN_PID names this process. The socket outlives the server, so connections that arrive
 * while it restarts wait in its queue for the next one instead of being refused. The variables are
 * removed so that no child process takes the socket for its own.
 */
export function activatedSocket(env: NodeJS.ProcessEnv, pid = process.pid): number | null {
  const count = env.LISTEN_FDS;
  const owner = env.LISTEN_PID;
  delete env.LISTEN_FDS;
  delete env.LISTEN_PID;
  delete env.LISTEN_FDNAMES;
  if (count === undefined || (owner !== undefined && Number(owner) !== pid)) return null;
  if (count !== "1")
    throw new Error(`LISTEN_FDS is ${count}: the server takes exactly one socket (deploy/brightwater.socket)`);
  return 3;
}
