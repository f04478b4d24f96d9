import { BlockList, isIPv4, type Server } from "node:net";
import type { Config } from "../../config";

// proxy-addr's names for address ranges, as TRUST_PROXY accepts them.
const namedRanges: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  linklocal: [
    ["169.254.0.0", 16, "ipv4"],
    ["fe80::", 10, "ipv6"],
  ],
  uniquelocal: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
};

/** "::ffff:127.0.0.1" (an IPv4 client on a dual-stack socket) → "127.0.0.1". */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * Whether a connecting address is one of TRUST_PROXY's: a reverse proxy carries every visitor's
 * requests, so it is not held to one visitor's share. A hop count trusts whoever connects (the
 * server then listens where only the proxies reach it).
 */
export function trustedProxy(setting: Config["TRUST_PROXY"]): (address: string) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === "number") return () => true;
  const list = new BlockList();
  for (const entry of setting) {
    const named = namedRanges[entry];
    if (named) {
      for (const [network, prefix, family] of named) list.addSubnet(network, prefix, family);
      continue;
    }
    const [address = "", prefix] = entry.split("/");
    const family = isIPv4(address) ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const plain = plainAddress(address);
    return list.check(plain, isIPv4(plain) ? "ipv4" : "ipv6");
  };
}

/**
 * At most `max` open connections per client address; one more is closed as it opens. A thousand
 * slow clients of one address then hold `max` connections, and every other visitor is still
 * served however few files the process may open.
 */
export function capConnectionsPerAddress(
  server: Server,
  options: { max: number; exempt: (address: string) => boolean; refused: (address: string) => void },
): void {
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress;
    if (!address || options.exempt(address)) return;
    const key = plainAddress(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > options.max) {
      socket.destroy();
      options.refused(key);
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
