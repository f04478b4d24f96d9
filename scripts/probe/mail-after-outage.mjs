// Decision 018's fault 6: mail after a disk outage. The database sits on a small tmpfs that fills up
// for real (root only; skipped otherwise), and an SMTP server on loopback is stopped and started at will.
import { join } from "node:path";
import { openSqlite } from "../ops/sqlite.mjs";
import { host, startProductionServer } from "../perf/local-server.mjs";
import { readDatabase, smallDisk, smtpOnLoopback } from "./beside-server.mjs";
import { lead, sleep, until } from "./clients.mjs";

/**
 * @typedef {import("./visitor-abuse.mjs").Finding} Finding
 * @typedef {Awaited<ReturnType<typeof startProductionServer>>} Site
 * @typedef {NonNullable<ReturnType<typeof smallDisk>>} Disk
 * @typedef {Awaited<ReturnType<typeof smtpOnLoopback>>} Smtp
 */

/**
 * What the outage probe does to a running site whose database is `databasePath` on `disk`: post a
 * lead, see its mail and its "sent" mark, and make an outage.
 * @param {{ origin: string; databasePath: string; disk: Disk; smtp: Smtp }} rig
 */
function outageSteps({ origin, databasePath, disk, smtp }) {
  const post = (/** @type {string} */ name) =>
    fetch(`${origin}/api/contacts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: lead(name),
    }).then((response) => response.status);
  const mailed = (/** @type {string} */ name) => smtp.subjects.some((subject) => subject.includes(name));
  const markedSent = (/** @type {string} */ name) =>
    readDatabase(
      databasePath,
      "SELECT count(*) AS n FROM outbox JOIN submissions ON submissions.id = outbox.submission_id WHERE submissions.first_name = ? AND outbox.state = 'sent'",
      name,
    ).n === 1;
  /** A lead whose mail leaves while the disk is full: posted with the SMTP server down, then the disk filled and the server started. */
  const outage = async (/** @type {string} */ name) => {
    await smtp.stop();
    const status = await post(name);
    await until(
      () =>
        readDatabase(
          databasePath,
          "SELECT max(attempts) AS n FROM outbox JOIN submissions ON submissions.id = outbox.submission_id WHERE first_name = ?",
          name,
        ).n >= 1,
      20_000,
    );
    const writer = openSqlite(databasePath);
    writer.pragma("wal_checkpoint(TRUNCATE)");
    writer.close();
    disk.fill();
    await smtp.start();
    const sentAfter = await until(() => mailed(name), 20_000);
    return { status, sentAfter };
  };
  return { post, mailed, markedSent, outage };
}

/**
 * 6. Mail after a disk outage: a lead's mail goes out while the disk is full, so its "sent" mark
 * cannot be written and the worker backs off. Once the disk has room, the mark is written within
 * the 60 s cap; and after a second outage a new lead wakes the worker at once.
 * @param {Finding} finding
 */
export async function mailAfterDiskFault(finding) {
  const outageSeconds = Number(process.env.PROBE_OUTAGE_SECONDS ?? 70);
  const disk = smallDisk();
  if (!disk) {
    console.log("skipped  6. mail waits too long after a fault: mounting a tmpfs is not permitted here");
    return;
  }
  const smtp = await smtpOnLoopback();
  /** @type {Site | null} */
  let site = null;
  try {
    const databasePath = join(disk.dir, "site.db");
    const running = await startProductionServer({
      DATABASE_PATH: databasePath,
      SMTP_URL: `smtp://${host}:${smtp.port()}?tls=off`,
      LEAD_EMAIL_TO: "office@example.com",
      ACKNOWLEDGE_REQUESTS: "false",
      LOG_LEVEL: "info",
    });
    site = running;
    const { post, mailed, markedSent, outage } = outageSteps({ origin: running.origin, databasePath, disk, smtp });

    const first = await outage("Outage-One");
    await sleep(outageSeconds * 1000);
    disk.free();
    const markedAfter = await until(() => markedSent("Outage-One"), 120_000);

    const second = await outage("Outage-Two");
    await sleep(Math.min(outageSeconds, 30) * 1000);
    disk.free();
    const woken = await post("After-Outage");
    const newLeadMailedAfter = await until(() => mailed("After-Outage"), 60_000);
    const markedTooAfter = markedSent("Outage-Two");
    const mailsOfOne = smtp.subjects.filter((subject) => subject.includes("Outage-One")).length;
    finding(
      6,
      "mail waits too long after a fault",
      first.status === 201 &&
        first.sentAfter !== null &&
        markedAfter !== null &&
        markedAfter <= 65_000 &&
        second.sentAfter !== null &&
        woken === 201 &&
        newLeadMailedAfter !== null &&
        newLeadMailedAfter <= 10_000 &&
        markedTooAfter &&
        mailsOfOne === 1,
      `a ${outageSeconds} s full disk with a mail sent but unrecorded: its mark written ${markedAfter === null ? "never (2 min)" : `${(markedAfter / 1000).toFixed(1)} s`} after space came back, mail sent ${mailsOfOne} time(s); after a second outage a new lead was mailed ${newLeadMailedAfter === null ? "never (60 s)" : `${newLeadMailedAfter} ms`} after its 201 (the waiting mark ${markedTooAfter ? "written" : "not written"} too)`,
    );
  } finally {
    await site?.stop();
    await smtp.stop();
    disk.remove();
  }
}
