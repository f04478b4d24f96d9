// Beside the server under probe: its database file read directly, an SMTP server to mail to, and
// a disk that fills up.
import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqlite, requireFromApi } from "../ops/sqlite.mjs";
import { host } from "../perf/local-server.mjs";

/**
 * One answer of a query on the server's database file, read beside it (WAL): its `n` column.
 * @param {string} databasePath
 * @param {string} query
 * @param {unknown[]} params
 * @returns {{ n: number }}
 */
export function readDatabase(databasePath, query, ...params) {
  const db = openSqlite(databasePath, { readonly: true, fileMustExist: true });
  try {
    return /** @type {{ n: number }} */ (db.prepare(query).get(...params));
  } finally {
    db.close();
  }
}

/**
 * @param {string} databasePath
 * @param {string} table
 */
export function storedCount(databasePath, table) {
  return readDatabase(databasePath, `SELECT count(*) AS n FROM ${table}`).n;
}

/** An SMTP server on loopback that keeps the subject of every message, started and stopped at will on one port. */
export async function smtpOnLoopback() {
  /** @type {typeof import("smtp-server")} */
  const { SMTPServer } = requireFromApi("smtp-server");
  /** @type {string[]} */
  const subjects = [];
  /**
   * Every envelope recipient of every message, as the server was told them (RCPT TO).
   * @type {string[]}
   */
  const recipients = [];
  /**
   * Every message whole, with its recipients.
   * @type {{ to: string[]; raw: string }[]}
   */
  const messages = [];
  /** @type {import("smtp-server").SMTPServer | null} */
  let server = null;
  let port = 0;
  const start = async () => {
    const started = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        for (const { address } of session.envelope.rcptTo) recipients.push(address);
        let raw = "";
        stream.on("data", (/** @type {Buffer} */ chunk) => {
          raw += chunk;
        });
        stream.on("end", () => {
          subjects.push(/^Subject: (.*)$/m.exec(raw)?.[1] ?? "");
          messages.push({ to: session.envelope.rcptTo.map(({ address }) => address), raw });
          callback();
        });
      },
    });
    server = started;
    await new Promise((resolve) => started.listen(port, host, () => resolve(undefined)));
    port = /** @type {import("node:net").AddressInfo} */ (started.server.address()).port;
  };
  /** @returns {Promise<void>} */
  const stop = () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await start();
  return { subjects, recipients, messages, port: () => port, start, stop };
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
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOSPC") throw error;
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
