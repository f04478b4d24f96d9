import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  headers: IncomingMessage["headers"];
  body: string;
  receivedAt: number;
  /** For a request left hanging: when the sender closed its connection (gave up on it). */
  closedAt?: number;
}

/**
 * A real HTTP server on loopback that keeps every request it reads. `answer` decides what each
 * one gets (by its 0-based number); returning "hang" leaves the request unanswered.
 */
export async function startHttpReceiver(
  options: { port?: number; answer?: (index: number, request: ReceivedRequest) => number | "hang" } = {},
) {
  const requests: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const received: ReceivedRequest = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        receivedAt: Date.now(),
      };
      const index = requests.push(received) - 1;
      const status = options.answer?.(index, received) ?? 200;
      if (status === "hang") {
        hanging.add(response);
        response.on("close", () => {
          received.closedAt ??= Date.now();
        });
        return;
      }
      response.writeHead(status, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    port,
    url: `http://127.0.0.1:${port}/hooks/lead`,
    /** Answers every request left hanging so far, and every later one, with `status`. */
    answerHanging: (status: number) => {
      options.answer = () => status;
      for (const response of hanging) response.writeHead(status, { "content-type": "text/plain" }).end("ok");
      hanging.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
