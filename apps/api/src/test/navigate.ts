import { Agent, type IncomingHttpHeaders, request } from "node:http";
import type { FastifyInstance } from "fastify";

/** What a browser sends with a navigation to a page: Chromium's Sec-Fetch headers. */
export const navigationHeaders = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  "sec-fetch-site": "none",
  "sec-fetch-user": "?1",
};

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP client of the app on a loopback port, over keep-alive connections, as a browser is. */
export class HttpClient {
  readonly #agent = new Agent({ keepAlive: true, maxSockets: 8 });

  constructor(readonly port: number) {}

  /** Listens on a free loopback port and returns a client of it. */
  static async of(app: FastifyInstance): Promise<HttpClient> {
    await app.listen({ host: "127.0.0.1", port: 0 });
    return new HttpClient((app.server.address() as { port: number }).port);
  }

  send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        { host: "127.0.0.1", port: this.port, method, path, headers, agent: this.#agent },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () =>
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
          incoming.on("error", reject);
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  }

  /** A browser's navigation to `path`, with `headers` added to (or replacing) its own. */
  navigate(path: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
    return this.send("GET", path, { ...navigationHeaders, ...headers });
  }

  close(): void {
    this.#agent.destroy();
  }
}
