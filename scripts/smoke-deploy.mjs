// `npm run smoke:deploy` (in CI, after `npm test`: .ci/run): the production stack of docs/production.md, run on this
// machine's loopback. The production start (scripts/serve.mjs) with its settings in an ENV_FILE,
// Debian's Caddy on the shipped deploy/Caddyfile ("tls internal"), then checks through HTTPS as
// visitors and the office meet it: pages, headers, compression, the 404, canonical and sitemap,
// 40 visitors from 40 addresses, a forged X-Forwarded-For, sign-in, a redeploy under a post every
// 50 ms, a backup and a restore, and `systemd-analyze verify` on the units. Prints a table; exits 1
// on any failure. Needs the server built and the site built for its origin (npm run smoke:build;
// built here when missing).
import { smokeOrigin } from "./smoke/build.mjs";
import { check, printChecks } from "./smoke/checklist.mjs";
import { checkBackupRestore, checkSessionSurvives, checkSignIn } from "./smoke/office-checks.mjs";
import { checkPages, checkRedirect } from "./smoke/page-checks.mjs";
import { preflight } from "./smoke/preflight.mjs";
import { writeSiteEnv } from "./smoke/site-env.mjs";
import { startStack, stopStack } from "./smoke/stack.mjs";
import { checkUnits } from "./smoke/unit-checks.mjs";
import { checkRedeploy, checkVisitors } from "./smoke/visitor-posts.mjs";

const started = Date.now();

// ——— Before anything runs: the tools, the builds, the ports. ———
await preflight();
const deploy = await writeSiteEnv();

try {
  // ——— The unit file and the start's refusals. ———
  checkUnits(deploy.envFile);

  // ——— The stack. ———
  const { service, caddyHttpPort } = await startStack(deploy);
  await checkRedirect(caddyHttpPort);
  await checkPages();

  // ——— Forty visitors, each from an address of their own; one forges X-Forwarded-For. ———
  await checkVisitors(service);

  // ——— The office signs in through the proxy. ———
  const cookie = await checkSignIn(deploy.adminPassword);

  // ——— A redeploy (stop, start) under one post every 50 ms. ———
  const acknowledged = await checkRedeploy(service, deploy.databasePath);
  await checkSessionSurvives(cookie);

  // ——— Backup while the server runs, restore with it stopped (docs/operations.md, as docs/production.md runs them). ———
  await checkBackupRestore(service, deploy, acknowledged);
} catch (error) {
  check("the stack ran to the end", false, error instanceof Error ? error.message : String(error));
} finally {
  await stopStack(deploy.work);
}

printChecks(smokeOrigin, started);
