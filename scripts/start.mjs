// `npm start`: the one-command local start. Installs, builds what changed (turbo caches the rest)
// with the settings of .env, then serves in this process as the production start does
// (scripts/serve.mjs), so Ctrl-C or SIGTERM reaches the server.
import { buildAll } from "./build.mjs";
import { loadSettings } from "./ops/server.mjs";
import { serve } from "./serve.mjs";

const root = new URL("..", import.meta.url).pathname;
process.chdir(root);
loadSettings("start");
// Tried on this machine (a loopback SITE_ORIGIN), the demo catalogue's samples are expected;
// served under a real origin, the launch check applies as in production.
const origin = new URL(process.env.SITE_ORIGIN || "http://localhost:3000");
if (/^(localhost|127\.[\d.]+|\[::1\])$/.test(origin.hostname)) process.env.ALLOW_SAMPLE_CONTENT ??= "1";
// npm does not pass SIGTERM on to this process: when npm (or the shell between) is gone, this
// server would run on, orphaned. Noticed within a second; it then closes as on SIGTERM.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 1000).unref();
const seconds = buildAll();
console.log(`Built in ${seconds.toFixed(1)} s. Starting the server…`);
await serve();
