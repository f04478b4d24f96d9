// Run inside the guide's root: a contact post through Caddy every 50 ms, each from its own loopback
// address (so no visitor meets the per-address limit), until the file named by argv[3] exists. One
// JSON line per answer on stdout: { n, status, id }.
import { existsSync } from "node:fs";
import { request } from "node:https";

const [origin = "", stopFile = ""] = process.argv.slice(2);
const url = new URL("/api/contacts", origin);

/**
 * @param {number} n
 * @returns {Promise<unknown>}
 */
function post(n) {
  const body = JSON.stringify({
    firstName: "Guide",
    lastName: `Redeploy ${n}`,
    phone: "336-555-0100",
    subject: "Redeploy",
    message: `Redeploy ${n}`,
  });
  return new Promise((resolve) => {
    const started = Date.now();
    const req = request(
      url,
      {
        method: "POST",
        localAddress: `127.0.1.${(n % 250) + 1}`,
        headers: { "content-type": "application/json" },
        timeout: 60_000,
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => {
          /** @type {number | null} */
          let id = null;
          try {
            id = /** @type {{ id?: number }} */ (JSON.parse(text)).id ?? null;
          } catch {}
          resolve({ n, status: res.statusCode, id, ms: Date.now() - started });
        });
      },
    );
    req.on("error", (/** @type {NodeJS.ErrnoException} */ error) =>
      resolve({ n, status: 0, error: error.code, ms: Date.now() - started }),
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.end(body);
  });
}

/** @type {Promise<unknown>[]} */
const pending = [];
let n = 0;
const timer = setInterval(() => {
  if (existsSync(stopFile)) {
    clearInterval(timer);
    Promise.all(pending).then(() => process.exit(0));
    return;
  }
  pending.push(post(n++).then((outcome) => process.stdout.write(`${JSON.stringify(outcome)}\n`)));
}, 50);
