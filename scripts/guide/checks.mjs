// What `npm run smoke:guide` checks between and after the guide's blocks, inside the booted root.
// Each returns { name, ok, detail } rows for the table.

/**
 * @typedef {import("./debian-root.mjs").BootedRoot} Root
 * @typedef {{ name: string; ok: boolean; detail: string }} Row
 * @typedef {{ n: number; status: number; id: number | null; ms: number; error?: string }} PostOutcome
 */

export const domain = "www.brightwaterplumbing.com";
export const origin = `https://${domain}`;
const tools = "/var/tmp/guide-tools";
const nodeEnv = "NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt";

/**
 * One query of a database file inside the root, with the live release's better-sqlite3.
 * @param {Root} root
 * @param {string} file
 * @param {string} sql
 * @returns {Record<string, unknown>[]}
 */
export function query(root, file, sql) {
  const result = root.run(`node ${tools}/db.mjs ${file} ${JSON.stringify(sql)}`);
  if (result.status !== 0) throw new Error(`query ${sql}: ${result.stderr.trim()}`);
  return JSON.parse(result.stdout);
}

/**
 * @param {Root} root
 * @param {string} file
 */
export const leadIds = (root, file) =>
  query(root, file, "SELECT id FROM submissions ORDER BY id").map((row) => Number(row.id));

/**
 * A contact post through Caddy as a visitor's browser sends it; resolves to { status, id }.
 * @param {Root} root
 * @param {string} message
 */
export function postLead(root, message, address = "127.0.2.1") {
  const body = JSON.stringify({
    firstName: "Guide",
    lastName: "Visitor",
    phone: "336-555-0100",
    subject: "Guide check",
    message,
  });
  // The body through base64: a visitor's words may hold any quote.
  const encoded = Buffer.from(body).toString("base64");
  const result = root.run(
    `echo ${encoded} | base64 -d | curl -s --max-time 30 --interface ${address} -o /tmp/post.json -w '%{http_code}' -H 'content-type: application/json' --data-binary @- ${origin}/api/contacts; echo; cat /tmp/post.json`,
  );
  const [status = "0", json = "{}"] = result.stdout.split("\n");
  /** @type {number | null} */
  let id = null;
  try {
    id = /** @type {{ id?: number }} */ (JSON.parse(json)).id ?? null;
  } catch {}
  return { status: Number(status), id };
}

/**
 * @param {Root} root
 * @returns {Row[]}
 */
export function checkHttps(root) {
  const redirect = root.run(
    `curl -s --max-time 10 -o /dev/null -w '%{http_code} %{redirect_url}' http://${domain}/`,
  ).stdout;
  const headers = root.run(`curl -sI --max-time 10 ${origin}/`).stdout;
  const hsts = headers.split("\n").filter((line) => /^strict-transport-security:/i.test(line)).length;
  const lead = postLead(root, "First lead through the guide's Caddy");
  const stored = lead.id !== null && leadIds(root, "/var/lib/brightwater/site.db").includes(lead.id);
  return [
    {
      name: "HTTP redirected to HTTPS; HSTS once",
      ok: /^308 https:/.test(redirect) && hsts === 1 && /^HTTP\/\S+ 200/.test(headers),
      detail: `${redirect}; ${hsts} HSTS header`,
    },
    {
      name: "a lead through Caddy, stored in /var/lib/brightwater/site.db",
      ok: lead.status === 201 && stored,
      detail: `POST /api/contacts ${lead.status}, #${lead.id} ${stored ? "stored" : "not found"}`,
    },
  ];
}

/**
 * @param {Root} root
 * @param {string} marker
 * @param {string} page
 * @returns {Row[]}
 */
export function checkPublish(root, marker, page) {
  // "Served within a second": the server reads routes.json again after the publish; up to 10 s (the publish budget).
  const started = Date.now();
  let body = "";
  while (Date.now() - started < 10_000) {
    body = root.run(`curl -s --max-time 10 ${origin}${page}`).stdout;
    if (body.includes(marker)) break;
    root.run("sleep 0.2");
  }
  const servedIn = (Date.now() - started) / 1000;
  const sitemap = root.run(`curl -s --max-time 10 ${origin}/sitemap.xml`).stdout;
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  const elsewhere = locs.filter((loc) => !loc.startsWith(`${origin}/`));
  return [
    {
      name: "publish: the pushed edit served",
      ok: body.includes(marker),
      detail: `${page} ${body.includes(marker) ? `has the new words ${servedIn.toFixed(1)} s after the publish ended` : "lacks the new words after 10 s"}`,
    },
    {
      name: "publish keeps the build's origin in the sitemap",
      ok: locs.length > 0 && elsewhere.length === 0,
      detail: `${locs.length} URLs, ${elsewhere.length} not on ${origin}${elsewhere[0] ? ` (${elsewhere[0]})` : ""}`,
    },
  ];
}

/**
 * The poster inside the root: started before the redeploy block, stopped after it.
 * @template T
 * @param {Root} root
 * @param {(script: string) => T} spawnInside
 */
export function startPoster(root, spawnInside) {
  root.run(`rm -f ${tools}/out/stop ${tools}/out/poster.jsonl`);
  return spawnInside(`${nodeEnv} node ${tools}/poster.mjs ${origin} ${tools}/out/stop > ${tools}/out/poster.jsonl`);
}

/**
 * @param {Root} root
 * @param {{ done: Promise<unknown> }} poster
 * @param {() => PostOutcome[]} readOutcomes
 */
export async function checkRedeploy(root, poster, readOutcomes) {
  root.run(`touch ${tools}/out/stop`);
  await poster.done;
  const outcomes = readOutcomes();
  const acknowledged = outcomes.filter((outcome) => outcome.status === 201 && outcome.id !== null);
  const refused = outcomes.filter((outcome) => outcome.status !== 201);
  const stored = new Set(leadIds(root, "/var/lib/brightwater/site.db"));
  const missing = acknowledged.filter((outcome) => !stored.has(outcome.id ?? -1));
  const longest = Math.max(0, ...outcomes.map((outcome) => outcome.ms));
  const kinds = [...new Set(refused.map((outcome) => outcome.status || outcome.error))];
  const figures = { posts: outcomes.length, refused: refused.length, missing: missing.length, longestMs: longest };
  return {
    figures,
    rows: [
      {
        name: "redeploy under a post every 50 ms: 0 refused, 0 missing",
        ok: outcomes.length > 0 && refused.length === 0 && missing.length === 0,
        detail: `${outcomes.length} posts, ${refused.length} refused${kinds.length ? ` (${kinds.join(", ")})` : ""}, ${missing.length} acknowledged but missing; longest wait ${(longest / 1000).toFixed(2)} s`,
      },
    ],
  };
}
