// `npm run build`: installs the pinned dependencies and builds the server and the site, with the
// settings of .env (SITE_ORIGIN is baked into canonicals, the sitemap and robots.txt). Turbo
// rebuilds only what changed. WEB_BUILD_OUT builds the site into another folder (a deploy builds
// beside the live one).
import { loadSettings, serverOps } from "./ops/server.mjs";
import { install, turbo } from "./pnpm.mjs";

const root = new URL("..", import.meta.url).pathname;

/**
 * Builds the server and the site; returns the seconds it took.
 * @returns {number}
 */
export function buildAll() {
  const started = Date.now();
  install();
  turbo(["run", "build", "--filter=@brightwater/api", "--filter=@brightwater/web", "--output-logs=errors-only"]);
  return (Date.now() - started) / 1000;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  process.chdir(root);
  const envFile = await loadSettings("build");
  const seconds = buildAll();
  // The origin as the server will read it (its default included); settings it would refuse are the
  // production start's to say, not the build's.
  const { readSettings } = await serverOps("build");
  let origin = "";
  try {
    origin = ` for ${readSettings({ ...process.env }).config.SITE_ORIGIN}`;
  } catch {
    origin = "";
  }
  console.log(`Built${origin} in ${seconds.toFixed(1)} s${envFile ? ` (settings from ${envFile})` : ""}.`);
}
