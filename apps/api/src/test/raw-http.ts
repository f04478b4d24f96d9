import { connect, type Socket } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One keep-alive connection driven by hand: what is written goes out as is, and answers are read
 * one by one, as a client reuses a connection. `closed` says whether the server ended it.
 */
export class RawConnection {
  readonly socket: Socket;
  closed = false;
  error: Error | null = null;
  private buffer = Buffer.alloc(0);
  private wake: () => void = () => undefined;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on("data", (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    socket.on("error", (error) => {
      this.error = error;
      this.wake();
    });
    socket.on("close", () => {
      this.closed = true;
      this.wake();
    });
  }

  static open(port: number, localAddress = "127.0.0.1"): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: "127.0.0.1", localAddress });
      socket.once("connect", () => resolve(new RawConnection(socket)));
      socket.once("error", reject);
    });
  }

  write(data: string | Buffer): void {
    this.socket.write(data);
  }

  /** The next whole answer (Content-Length bodies); null when the connection ends or fails first, or after `timeoutMs`. */
  async response(timeoutMs: number): Promise<RawResponse | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const parsed = this.take();
      if (parsed) return parsed;
      if (this.closed || this.error || Date.now() > deadline) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  private take(): RawResponse | null {
    const end = this.buffer.indexOf("\r\n\r\n");
    if (end === -1) return null;
    const [statusLine = "", ...lines] = this.buffer.subarray(0, end).toString("latin1").split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers["content-length"] ?? 0);
    if (this.buffer.length < end + 4 + length) return null;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString("utf8");
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(statusLine.split(" ")[1]), headers, body };
  }

  close(): void {
    this.socket.destroy();
  }
}
