// After the guide: what the journal says, and the start's refusals as an operator meets them, each
// by one edit of /etc/brightwater/site.env and `systemctl restart brightwater`; the file is put back.
import { domain, origin } from "./checks.mjs";

/**
 * @typedef {import("./checks.mjs").Root} Root
 * @typedef {import("./checks.mjs").Row} Row
 * @typedef {{ state: string; lines: string[]; restarts: string }} Outcome
 */

const siteEnv = "/etc/brightwater/site.env";

/**
 * Waits (up to a minute) until the service has failed or answers /readyz; returns its state.
 * /readyz is asked only once the process says it listens: a request sent while a start is still
 * being checked waits in the socket, and when that start is refused the waiting request starts
 * the service again, so the state read would be the next start's, not this one's.
 * @param {Root} root
 * @param {string} since
 */
function settle(root, since) {
  const script = [
    "for i in $(seq 1 120); do",
    "  state=$(systemctl is-active brightwater)",
    '  [ "$state" = failed ] && break',
    `  if [ "$state" = active ] && journalctl -u brightwater --since @${since} -o cat --no-pager | grep -q 'Server listening'; then`,
    "    [ \"$(curl -s --max-time 2 -o /dev/null -w '%{http_code}' http://127.0.0.1:3000/readyz)\" = 200 ] && break",
    "  fi",
    "  sleep 0.5",
    "done",
    "systemctl is-active brightwater",
  ].join("\n");
  return root.run(script).stdout.trim().split("\n").at(-1) ?? "";
}

/**
 * The lines of the service's last process (not systemd's, not the one before), and its restart count.
 * @param {Root} root
 * @param {string} since
 */
function serviceLines(root, since) {
  const pid = root.run("systemctl show -p ExecMainPID --value brightwater").stdout.trim();
  const json = root.run(`journalctl -u brightwater --since @${since} -o json --no-pager`).stdout;
  const lines = json
    .split("\n")
    .filter(Boolean)
    .map((line) => /** @type {Record<string, unknown>} */ (JSON.parse(line)))
    .filter((entry) => entry.SYSLOG_IDENTIFIER === "brightwater" && entry._PID === pid)
    .map((entry) => (typeof entry.MESSAGE === "string" ? entry.MESSAGE : ""));
  const restarts = root.run("systemctl show -p NRestarts --value brightwater").stdout.trim();
  return { lines, restarts };
}

/**
 * Edits the settings file with `edit` (a shell command), restarts, waits for the outcome, puts the file back.
 * @param {Root} root
 * @param {string} edit
 * @returns {Promise<Outcome>}
 */
async function restartWith(root, edit) {
  root.run(`cp ${siteEnv} /root/site.env.kept && ${edit}`);
  const since = root.run("date +%s").stdout.trim();
  root.run("systemctl restart brightwater");
  const state = settle(root, since);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const outcome = { state, ...serviceLines(root, since) };
  const again = root.run("date +%s").stdout.trim();
  root.run(`cp /root/site.env.kept ${siteEnv} && systemctl reset-failed brightwater; systemctl restart brightwater`);
  settle(root, again);
  return outcome;
}

/**
 * @param {Root} root
 * @returns {Promise<Row[]>}
 */
export async function checkRefusals(root) {
  const samples = await restartWith(root, `sed -i '/^ALLOW_SAMPLE_CONTENT=/d' ${siteEnv}`);
  const hash = await restartWith(
    root,
    `sed -i "s/^ADMIN_PASSWORD=.*/ADMIN_PASSWORD=office#inbox-long-password/" ${siteEnv}`,
  );
  const misspelt = await restartWith(root, `echo 'ADMIN_PASSWROD=office-inbox-long-password' >> ${siteEnv}`);
  const oneLine = (/** @type {Outcome} */ outcome, /** @type {RegExp} */ pattern) =>
    outcome.state === "failed" &&
    outcome.restarts === "0" &&
    outcome.lines.length === 1 &&
    pattern.test(outcome.lines[0] ?? "");
  const said = (/** @type {Outcome} */ outcome) =>
    `${outcome.state}, ${outcome.restarts} restarts, ${outcome.lines.length} line(s): ${outcome.lines[0]?.slice(0, 110) ?? ""}`;
  const warning = misspelt.lines.find((line) => /ADMIN_PASSWROD/.test(line)) ?? "";
  return [
    {
      name: "refused: samples without ALLOW_SAMPLE_CONTENT, one line",
      ok: oneLine(samples, /^Cannot start: the launch check refuses/),
      detail: said(samples),
    },
    {
      name: "refused: a # outside quotes, one line naming the line",
      ok: oneLine(hash, /^Cannot start: .*site\.env line \d+: ADMIN_PASSWORD: "#"/),
      detail: said(hash),
    },
    {
      name: "a misspelt name warned with the nearest one",
      ok: misspelt.state === "active" && /did you mean ADMIN_PASSWORD\?/.test(warning),
      detail: `${misspelt.state}; ${warning.replace(/^.*"msg":"/, "").slice(0, 100)}`,
    },
  ];
}

/**
 * @param {Root} root
 * @returns {Row[]}
 */
export function checkJournal(root) {
  const lookup = `${origin}/api/admin/submissions?q=Lopez&page=1`;
  root.run(`curl -s --max-time 10 -o /dev/null -H 'Referer: ${origin}/admin?q=Lopez' '${lookup}'; sleep 1`);
  const caddy = root.run("journalctl -u caddy -o cat --no-pager").stdout;
  const logged = caddy.split("\n").filter((line) => line.includes("/api/admin/submissions"));
  const server = root.run("journalctl -u brightwater -o cat --no-pager").stdout;
  const counts = /"fromFile":(\d+),"fromEnvironment":(\[[^\]]*\])/.exec(server);
  const settingsLines = root.run(`grep -c '^[A-Z]' /etc/brightwater/site.env`).stdout.trim();
  return [
    {
      name: "Caddy's access log: no query string of /api/admin, nor of an /admin Referer",
      ok: logged.length > 0 && !caddy.includes("Lopez"),
      detail: `${logged.length} line(s) for /api/admin/submissions; "Lopez" ${caddy.includes("Lopez") ? "logged" : "nowhere"} in journalctl -u caddy`,
    },
    {
      name: "no TRUST_PROXY warning (visitors on this machine through Caddy)",
      ok: !/TRUST_PROXY/.test(server),
      detail: `${(server.match(/TRUST_PROXY/g) ?? []).length} in journalctl -u brightwater`,
    },
    {
      name: "start-up log: settings counted from the file",
      ok: counts !== null && counts[1] === settingsLines && counts[2] === "[]",
      detail: counts
        ? `fromFile ${counts[1]} of ${settingsLines} lines, fromEnvironment ${counts[2]}`
        : `no count logged (${domain})`,
    },
  ];
}
