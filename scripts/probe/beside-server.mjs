// Beside the server under probe: its database file read directly, an SMTP server to mail to, and
// a disk that fills up.
import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writeSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { host, root } from "../perf/local-server.mjs";

export const requireFromApi = createRequire(`${root}apps/api/package.json`);

/** One answer of a query on the server's database file, read beside it (WAL). */
export function readDatabase(databasePath, query, ...params) {
  const Database = requireFromApi("better-sqlite3");
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).get(...params);
  } finally {
    db.close();
  }
}

export function storedCount(databasePath, table) {
  return readDatabase(databasePath, `SELECT count(*) AS n FROM ${table}`).n;
}

/** An SMTP server on loopback that keeps the subject of every message, started and stopped at will on one port. */
export async function smtpOnLoopback() {
  const { SMTPServer } = requireFromApi("smtp-server");
  const subjects = [];
  /** Every envelope recipient of every message, as the server was told them (RCPT TO). */
  const recipients = [];
  let server = null;
  let port = 0;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        for (const { address } of session.envelope.rcptTo) recipients.push(address);
        let raw = "";
        stream.on("data", (chunk) => {
          raw += chunk;
        });
        stream.on("end", () => {
          subjects.push(/^Subject: (.*)$/m.exec(raw)?.[1] ?? "");
          callback();
        });
      },
    });
    await new Promise((resolve) => server.listen(port, host, resolve));
    port = server.server.address().port;
  };
  const stop = () => new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  await start();
  return { subjects, recipients, port: () => port, start, stop };
}

/** A small tmpfs: a disk that fills up for real. Null where mounting is not permitted. */
export function smallDisk() {
  const dir = mkdtempSync(join(tmpdir(), "brightwater-probe-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=8388608,mode=0700", "tmpfs", dir], { stdio: "ignore" });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const ballast = join(dir, "ballast");
  return {
    dir,
    fill() {
      const fd = openSync(ballast, "a");
      try {
        for (;;) writeSync(fd, Buffer.alloc(4096));
      } catch (error) {
        if (error.code !== "ENOSPC") throw error;
      } finally {
        closeSync(fd);
      }
    },
    free: () => unlinkSync(ballast),
    remove() {
      execFileSync("umount", ["-l", dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
