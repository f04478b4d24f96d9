// Fills a measurement's database up to a number of leads in one transaction (about a second for
// 100,000), beside the running server (WAL: its readers and writer carry on). The leads spread over
// the last 50 weeks, with the statuses, sources, pages and first-contact times a report groups and
// takes medians of, and one call tap for every five leads. None is spam, so a report of 52 weeks
// counts every lead stored.
import { openSqlite } from "../ops/sqlite.mjs";

const week = 7 * 24 * 60 * 60 * 1000;
const statuses = ["new", "contacted", "quoted", "booked", "lost"];
const sources = ["google / cpc", "google", "direct", "facebook / cpc", "nextdoor.com"];
const pages = [
  "/",
  "/water-heater",
  "/drain-cleaning",
  "/service-areas/kernersville-nc",
  "/service-areas/high-point-nc",
];

/**
 * Adds leads until `databasePath` holds `total` submissions; returns how many it holds.
 * @param {string} databasePath
 * @param {number} total
 * @returns {number}
 */
export function seedLeads(databasePath, total, now = Date.now()) {
  const db = openSqlite(databasePath, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    const count = db.prepare("SELECT count(*) FROM submissions").pluck();
    const stored = /** @type {number} */ (count.get());
    const lead = db.prepare(
      `INSERT INTO submissions (kind, status, first_name, last_name, email, phone, subject, message, page_path, source, first_contacted_at, created_at)
       VALUES ('contact', ?, ?, 'Seed', ?, '336-555-0100', 'Water heater', 'No hot water since this morning; the pilot light will not stay lit.', ?, ?, ?, ?)`,
    );
    const tap = db.prepare(
      "INSERT INTO events (type, page_path, label, source, created_at) VALUES ('call_tap', ?, 'header', ?, ?)",
    );
    db.transaction(() => {
      for (let index = stored; index < total; index++) {
        const created = now - ((index * 7919) % (50 * week));
        const status = statuses[index % statuses.length];
        const page = pages[index % pages.length];
        const source = sources[(index >> 3) % sources.length];
        const contacted = status === "new" ? null : new Date(created + ((index % 97) + 1) * 60_000).toISOString();
        lead.run(
          status,
          `Seed${index}`,
          `seed${index}@example.com`,
          page,
          source,
          contacted,
          new Date(created).toISOString(),
        );
        if (index % 5 === 0) tap.run(page, source, new Date(created + 1000).toISOString());
      }
    })();
    return /** @type {number} */ (count.get());
  } finally {
    db.close();
  }
}
