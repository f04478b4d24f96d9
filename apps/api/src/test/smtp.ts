import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps every message it accepts. `onMessage` runs when a
 * message has arrived and before the server accepts it: what it does happens before the sender
 * hears that the message went out.
 */
export async function startSmtpServer(port = 0, onMessage?: (mail: ReceivedMail) => void) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        messages.push(mail);
        onMessage?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    messages,
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}?tls=off`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable: soft line breaks, then =XX bytes (as UTF-8). */
export function quotedPrintable(encoded: string): string {
  const bytes = encoded
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The plain text of a received mail: headers dropped, quoted-printable undone. */
export function mailText(mail: ReceivedMail): string {
  const body = mail.raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
  return quotedPrintable(body).replace(/\r\n/g, "\n");
}
