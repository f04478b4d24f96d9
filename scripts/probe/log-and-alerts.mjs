// Decision 018's faults 2 and 5: what the server writes for the office to read elsewhere. The
// request log keeps no inbox search term, and a lead's name reaches the alert webhook as text,
// never as the chat's markup.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { host, startProductionServer } from "../perf/local-server.mjs";
import { lead, password, signIn, sleep, timedRequest } from "./clients.mjs";

/** @typedef {import("./visitor-abuse.mjs").Finding} Finding */

/**
 * 2. A search term of the inbox's address bar never reaches the request log.
 * @param {Finding} finding
 */
export async function searchTermsInLog(finding) {
  const site = await startProductionServer({ LOG_LEVEL: "info", LOG_REQUESTS: "true", ADMIN_PASSWORD: password });
  const cookie = await signIn(site.origin);
  const term = "Zebulon-Quartermaine";
  for (const path of [`/admin?q=${term}`, `/admin/?q=${term}&status=new`, `/api/admin/submissions?q=${term}`])
    await timedRequest(`${site.origin}${path}`, { headers: { cookie } });
  await sleep(300);
  const log = readFileSync(site.logFile, "utf8");
  await site.stop();
  const lines = log.split("\n").filter((line) => line.includes("/admin"));
  const leaked = log.split(term).length - 1;
  if (process.env.PROBE_SHOW) console.log(lines.join("\n"));
  finding(
    2,
    "search terms in the log",
    leaked === 0 && lines.filter((line) => line.includes("?[redacted]")).length === 3,
    `3 inbox requests with q=${term}: the term appears ${leaked} times in the log; ${lines.length} lines name /admin, their query strings [redacted]`,
  );
}

/**
 * 5. Lead names that are chat markup reach the webhook escaped.
 * @param {Finding} finding
 */
export async function markupInAlerts(finding) {
  /** @type {{ text: string }[]} */
  const deliveries = [];
  const receiver = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      deliveries.push(JSON.parse(text));
      res.end("ok");
    });
  });
  await new Promise((resolve) => receiver.listen(0, host, () => resolve(undefined)));
  const hook = `http://${host}:${/** @type {import("node:net").AddressInfo} */ (receiver.address()).port}/hook`;
  /** @type {{ markup: string; texts: string[]; raw: string[] }[]} */
  const seen = [];
  for (const markup of ["slack", "markdown"]) {
    deliveries.length = 0;
    const site = await startProductionServer({ LEAD_WEBHOOK_URL: hook, LEAD_WEBHOOK_MARKUP: markup });
    for (const name of ["<!channel>", "<https://evil.example|click here>", "[click here](https://evil.example)"])
      await fetch(`${site.origin}/api/contacts`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: lead(name),
      });
    const deadline = Date.now() + 20_000;
    while (deliveries.length < 3 && Date.now() < deadline) await sleep(100);
    await site.stop();
    const texts = deliveries.map((delivery) => delivery.text.split("\n")[0] ?? "");
    const raw =
      markup === "slack"
        ? texts.filter((text) => /<!channel>|<https:\/\/evil/.test(text))
        : texts.filter((text) => /(?<!\\)\[click here\]\(https/.test(text));
    seen.push({ markup, texts, raw });
  }
  receiver.close();
  finding(
    5,
    "markup injection into alerts",
    seen.every(({ texts, raw }) => texts.length === 3 && raw.length === 0),
    seen
      .map(
        ({ markup, texts, raw }) =>
          `${markup}: ${texts.length} alerts, ${raw.length} unescaped (${texts.map((text) => text.slice(0, 60)).join(" | ")})`,
      )
      .join("; "),
  );
}
