// One HTTP(S) request as a visitor's browser makes it, from a chosen loopback source address, with
// every response header as sent (a header sent twice is seen twice).
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

/**
 * @typedef {{ status: number; headers: [string, string][]; body: Buffer; error?: Error }} RawResponse
 */

/**
 * `url` names the site (its host goes in Host and SNI); the connection goes to `connectTo`
 * (127.0.0.1) from `localAddress`. Resolves to { status, headers: [name, value][], body }, or to
 * { status: 0, error } when no answer came.
 * @param {string} url
 * @param {{ method?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string; connectTo?: string; ca?: string | Buffer }} [options]
 * @returns {Promise<RawResponse>}
 */
export function fetchRaw(url, { method = "GET", headers = {}, body, localAddress, connectTo = "127.0.0.1", ca } = {}) {
  const target = new URL(url);
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request(
      {
        method,
        host: connectTo,
        port: target.port || (target.protocol === "https:" ? 443 : 80),
        path: `${target.pathname}${target.search}`,
        servername: target.hostname,
        headers: { host: target.host, ...headers },
        localAddress,
        ca,
        agent: false,
        timeout: 40_000,
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
        res.on("end", () => {
          /** @type {[string, string][]} */
          const pairs = [];
          for (let index = 0; index < res.rawHeaders.length; index += 2)
            pairs.push([(res.rawHeaders[index] ?? "").toLowerCase(), res.rawHeaders[index + 1] ?? ""]);
          resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
        });
        res.on("error", (error) => resolve({ status: 0, headers: [], body: Buffer.alloc(0), error }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", (error) => resolve({ status: 0, headers: [], body: Buffer.alloc(0), error }));
    req.end(body);
  });
}

/**
 * Every value of one response header.
 * @param {RawResponse} response
 * @param {string} name
 */
export function headerValues(response, name) {
  return response.headers.filter(([key]) => key === name).map(([, value]) => value);
}
