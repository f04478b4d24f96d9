// `npm run bench:publish`: how long a content edit takes from save to served page on the
// production server. On a copy of the catalogue and of the current build (npm run build first),
// with the production server running on them: edits a city's first paragraph, runs the publish,
// polls the city's page until the new words are served, and prints the seconds. RUNS=3 edits by
// default; PUBLISH_TIME_PORT (default 3410) is the server's port.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const webDir = join(root, "apps/web");
const builtDir = join(webDir, "build");
const server = join(root, "apps/api/dist/server.js");
const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.PUBLISH_TIME_PORT ?? 3410);
const city = "kernersville";
const pagePath = `/service-areas/${city}-nc`;

for (const file of [join(builtDir, "build-record.json"), server]) {
  if (!existsSync(file)) {
    console.error(`bench:publish: ${file} is missing: run npm run build first`);
    process.exit(1);
  }
}

const work = mkdtempSync(join(tmpdir(), "publish-time-"));
const catalogue = join(work, "catalogue");
// Inside the web app, where the kept server bundle finds node_modules.
const buildDir = join(webDir, ".test-builds", `publish-time-${port}`);
cpSync(join(root, "packages/content/catalogue"), catalogue, { recursive: true });
rmSync(buildDir, { recursive: true, force: true });
cpSync(builtDir, buildDir, { recursive: true });
/** @type {{ settings: Record<string, string> }} */
const { settings } = JSON.parse(readFileSync(join(buildDir, "build-record.json"), "utf8"));

// The shipped catalogue holds samples: published as on staging. The launch check still runs.
const siteEnv = {
  ...process.env,
  CATALOGUE_DIR: catalogue,
  WEB_BUILD_DIR: buildDir,
  WEB_BUILD_OUT: buildDir,
  ALLOW_SAMPLE_CONTENT: "1",
};
const api = spawn(process.execPath, [server], {
  cwd: join(root, "apps/api"),
  env: {
    ...siteEnv,
    ...settings,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_PATH: join(work, "site.db"),
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const cleanUp = () => {
  api.kill();
  rmSync(work, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
};

const url = `http://127.0.0.1:${port}${pagePath}`;
/** @param {string} text */
async function served(text) {
  try {
    const response = await fetch(url);
    return response.ok && (await response.text()).includes(text);
  } catch {
    return false;
  }
}
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

function publish() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, "scripts/publish.mjs")], { env: siteEnv, stdio: "pipe" });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (status) => (status === 0 ? resolve(output) : reject(new Error(`publish failed:\n${output}`))));
  });
}

try {
  const started = Date.now();
  while (!(await served("<h1"))) {
    if (Date.now() - started > 60_000) throw new Error(`the server did not answer ${url} within 60 s`);
    await sleep(200);
  }
  const times = [];
  for (let run = 1; run <= runs; run++) {
    const marker = `Edited for the publish timing, run ${run} at ${new Date().toISOString()}.`;
    const file = join(catalogue, "cities", `${city}.json`);
    /** @type {{ intro: string[] }} */
    const entry = JSON.parse(readFileSync(file, "utf8"));
    entry.intro[0] = `${entry.intro[0]} ${marker}`;
    writeFileSync(file, `${JSON.stringify(entry, null, 2)}\n`);
    const saved = Date.now();
    const publishing = publish();
    let publishOutput = "";
    publishing.then((output) => {
      publishOutput = output;
    });
    while (!(await served(marker))) {
      if (Date.now() - saved > 120_000) throw new Error(`the edit was not served within 120 s:\n${publishOutput}`);
      await sleep(50);
    }
    const seconds = (Date.now() - saved) / 1000;
    await publishing;
    times.push(seconds);
    const summary = publishOutput.trim().split("\n").at(-1);
    console.log(`run ${run}: save to served ${seconds.toFixed(1)} s (${summary})`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `bench:publish: one city edit, save to served page on the production server: median ${median.toFixed(1)} s over ${runs} runs (${sorted.map((t) => t.toFixed(1)).join(", ")} s)`,
  );
} catch (error) {
  console.error(`bench:publish: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  cleanUp();
}
