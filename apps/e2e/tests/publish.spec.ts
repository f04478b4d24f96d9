import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { ownFolder } from "./own-folder";

// `npm run publish` on the production server: a copy of the site's build served by the real
// server, a copy of the catalogue edited as a marketer edits it, and the publish run on them.
// The served pages change without a restart; pages the edit does not touch keep their files.
const repo = new URL("../../../", import.meta.url).pathname;
const webDir = join(repo, "apps/web");
const port = Number(process.env.E2E_PUBLISH_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 6);
const siteURL = `http://127.0.0.1:${port}`;

const { path: work, make: makeWork } = ownFolder("publish-");
const catalogue = join(work, "catalogue");
// Inside the web app, where the build's server bundle finds node_modules.
const buildOut = join(webDir, ".test-builds", `publish-${port}`);
const clientDir = join(buildOut, "client");
let server: ChildProcess | undefined;

// The shipped catalogue holds samples (README: "Before going live"): published here as on staging.
const siteEnv = {
  ...process.env,
  CATALOGUE_DIR: catalogue,
  WEB_BUILD_DIR: buildOut,
  WEB_BUILD_OUT: "",
  ALLOW_SAMPLE_CONTENT: "1",
  // As the publish service runs it (deploy/brightwater-publish.service): React's production build renders.
  NODE_ENV: "production",
};

function publish(env: Record<string, string> = {}): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(repo, "scripts/publish.mjs")], {
    env: { ...siteEnv, ...env },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The publish's last line: which pages it wrote. */
function changedPaths(output: string): { changed: string[]; total: number } {
  const match = output.match(/^publish: (\d+) of (\d+) pages changed(?:: ([^;]*))?;/m);
  if (!match) throw new Error(`no summary line in the publish's output:\n${output}`);
  return { changed: match[3] ? match[3].split(", ") : [], total: Number(match[2]) };
}

/** Every page file of the build, with what identifies its bytes on disk. */
function pageFiles(): Map<string, string> {
  const hashes: Record<string, unknown> = JSON.parse(readFileSync(join(buildOut, "csp-hashes.json"), "utf8"));
  return new Map(
    Object.keys(hashes).map((file) => {
      const stat = statSync(join(clientDir, file));
      return [file, `${stat.ino} ${stat.mtimeMs} ${stat.size}`];
    }),
  );
}

/** A town of the shipped catalogue (any will do) and its page. */
function aCity(): { file: string; path: string } {
  const name = readdirSync(join(catalogue, "cities")).filter((entry) => entry.endsWith(".json"))[0] ?? "";
  const file = join(catalogue, "cities", name);
  return { file, path: `/service-areas/${JSON.parse(readFileSync(file, "utf8")).slug}-nc` };
}

const htmlFile = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

async function page(path: string) {
  const response = await fetch(`${siteURL}${path}`);
  return {
    status: response.status,
    csp: response.headers.get("content-security-policy") ?? "",
    html: await response.text(),
  };
}

// Each publish renders every page: seconds alone, far more on a busy machine.
test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  makeWork();
  test.setTimeout(180_000);
  cpSync(join(repo, "packages/content/catalogue"), catalogue, { recursive: true });
  rmSync(buildOut, { recursive: true, force: true });
  cpSync(join(webDir, "build"), buildOut, { recursive: true });
  const { settings } = JSON.parse(readFileSync(join(buildOut, "build-record.json"), "utf8"));
  server = spawn(process.execPath, [join(repo, "apps/api/dist/server.js")], {
    cwd: join(repo, "apps/api"),
    env: {
      ...siteEnv,
      ...settings,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_PATH: join(work, "site.db"),
      ADMIN_PASSWORD: "publish-test-inbox-password",
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
  });
  await expect(async () => expect((await fetch(`${siteURL}/`)).status).toBe(200)).toPass({ timeout: 60_000 });
});

test.afterAll(() => {
  server?.kill();
  rmSync(work, { recursive: true, force: true });
  rmSync(buildOut, { recursive: true, force: true });
});

test("a publish with nothing edited writes no page; a page it renders again is the build's, byte for byte", () => {
  // Without its data file the publish cannot know the page is unchanged: it renders it.
  const rendered = ["/", aCity().path];
  for (const path of rendered) rmSync(join(clientDir, path === "/" ? "_root.data" : `${path.slice(1)}.data`));
  const before = pageFiles();
  const { status, output } = publish();
  expect(status, output).toBe(0);
  expect(output).toContain(`(${rendered.length} rendered,`);
  expect(pageFiles()).toEqual(before);
});

test("a city's edited words are served after a publish; pages it does not touch keep their files", async () => {
  const { file: cityFile, path } = aCity();
  const city = JSON.parse(readFileSync(cityFile, "utf8"));
  const words = "We checked this sentence went live without a build.";
  city.intro[0] = `${city.intro[0]} ${words}`;
  writeFileSync(cityFile, JSON.stringify(city, null, 2));
  const before = pageFiles();

  const { status, output } = publish();
  expect(status, output).toBe(0);
  const { changed, total } = changedPaths(output);
  expect(changed).toContain(path);
  expect(changed.length).toBeLessThan(total);
  const after = pageFiles();
  const changedFiles = new Set(changed.map(htmlFile));
  for (const [file, identity] of before) if (!changedFiles.has(file)) expect(after.get(file), file).toBe(identity);

  await expect(async () => expect((await page(path)).html).toContain(words)).toPass({ timeout: 30_000 });
  // The inbox is the server's page, not the catalogue's: a publish never takes it away.
  expect((await page("/admin")).status).toBe(200);
});

test("a new city file is served after a publish, in the sitemap, under a CSP that allows its own scripts", async () => {
  const mebane = readFileSync(join(repo, "packages/content/src/test/mebane.json"), "utf8");
  writeFileSync(join(catalogue, "cities/mebane.json"), mebane);
  const path = `/service-areas/${JSON.parse(mebane).slug}-nc`;
  expect((await page(path)).status).toBe(404);

  const { status, output } = publish();
  expect(status, output).toBe(0);
  expect(output).toContain(`published-paths.json: recorded the new page ${path}`);

  await expect(async () => expect((await page(path)).status).toBe(200)).toPass({ timeout: 30_000 });
  const { html, csp } = await page(path);
  expect(html).toContain("<h1>Plumber in Mebane, NC</h1>");
  const { createHash } = await import("node:crypto");
  for (const [, attributes = "", body = ""] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    // JSON runs nowhere; a script left empty (for React to find when it hydrates) runs nowhere either.
    if (/type="application\/(ld\+)?json"/.test(attributes) || body === "") continue;
    expect(csp).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  expect(await (await fetch(`${siteURL}/sitemap.xml`)).text()).toContain(`${path}</loc>`);
  expect((await fetch(`${siteURL}${path}.data`)).status).toBe(200);
});

test("a publish after a code change refuses in one line, and the site is unchanged", () => {
  const recordFile = join(buildOut, "build-record.json");
  const record = readFileSync(recordFile, "utf8");
  writeFileSync(recordFile, JSON.stringify({ ...JSON.parse(record), codeHash: "a build of other code" }));
  const before = pageFiles();
  try {
    const { status, output } = publish();
    expect(status).toBe(1);
    expect(output.trim()).toBe("Cannot publish: code changed since the last build: run npm run build");
    expect(pageFiles()).toEqual(before);
  } finally {
    writeFileSync(recordFile, record);
  }
});

test("a publish of a broken catalogue names the file and field, and the site is unchanged", () => {
  const { file } = aCity();
  const good = readFileSync(file, "utf8");
  writeFileSync(file, JSON.stringify({ ...JSON.parse(good), postalCode: "274O1" }, null, 2));
  const before = pageFiles();
  try {
    const { status, output } = publish();
    expect(status).toBe(1);
    expect(output).toMatch(/cities\/[a-z-]+\.json.*postalCode/);
    expect(output.trim().split("\n").at(-1)).toBe(
      "Cannot publish: the catalogue has 1 problem(s), each with its file and field; the site is unchanged",
    );
    expect(pageFiles()).toEqual(before);
  } finally {
    writeFileSync(file, good);
  }
});

test("a publish refuses samples and placeholders, as the production start does, unless they are allowed", () => {
  const file = join(catalogue, "business.json");
  const good = readFileSync(file, "utf8");
  const business = JSON.parse(good);
  writeFileSync(file, JSON.stringify({ ...business, address: { ...business.address, confirmed: false } }, null, 2));
  const before = pageFiles();
  try {
    const { status, output } = publish({ ALLOW_SAMPLE_CONTENT: "" });
    expect(status).toBe(1);
    expect(output).toMatch(/business\.json.*address.*is not confirmed/);
    expect(output.trim().split("\n").at(-1)).toMatch(
      /^Cannot publish: the launch check found \d+ sample\(s\) or placeholder\(s\), each with its file and field; the site is unchanged/,
    );
    expect(pageFiles()).toEqual(before);
  } finally {
    writeFileSync(file, good);
  }
});

test("a second publish while one runs refuses in one line and changes nothing", () => {
  const lock = join(buildOut, ".publish.lock");
  writeFileSync(lock, "");
  const before = pageFiles();
  try {
    const { status, output } = publish();
    expect(status).toBe(1);
    expect(output.trim()).toBe(
      `Cannot publish: another publish is running (${lock} exists): wait for it to finish, or delete that file if none is`,
    );
    expect(pageFiles()).toEqual(before);
  } finally {
    rmSync(lock, { force: true });
  }
  // A publish that ends, refused or not, leaves no lock behind.
  expect(publish().status).toBe(0);
  expect(() => statSync(lock)).toThrow();
});
