// `npm run build`: installs the pinned dependencies and builds the server and the site, with the
// settings of .env (SITE_ORIGIN is baked into canonicals, the sitemap and robots.txt). Turbo
// rebuilds only what changed. WEB_BUILD_OUT builds the site into another folder (a deploy builds
// beside the live one).
import { loadSettings } from "./ops/server.mjs";
import { install, turbo } from "./pnpm.mjs";

const root = new URL("..", import.meta.url).pathname;

/** Builds the server and the site; returns the seconds it took. */
export function buildAll() {
  const started = Date.now();
  install();
  turbo(["run", "build", "--filter=@brightwater/api", "--filter=@brightwater/web", "--output-logs=errors-only"]);
  return (Date.now() - started) / 1000;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  process.chdir(root);
  const envFile = loadSettings("build");
  const seconds = buildAll();
  const origin = process.env.SITE_ORIGIN || "http://localhost:3000";
  console.log(`Built for ${origin} in ${seconds.toFixed(1)} s${envFile ? ` (settings from ${envFile})` : ""}.`);
}
