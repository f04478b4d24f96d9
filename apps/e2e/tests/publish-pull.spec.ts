import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startHttpReceiver } from "@brightwater/api/test/http-receiver";
import { startSmtpServer } from "@brightwater/api/test/smtp";
import { expect, test } from "@playwright/test";
import { ownFolder } from "./own-folder";
import { git, makeRelease, push, repo } from "./release-clone";

// Publishing by push (decision 028), end to end: a bare upstream repository, a release cloned from
// it and served by the production server on loopback, and the shipped timer's look for a push
// (deploy/brightwater-publish.timer, run here by a loop at the same interval). A marketer pushes;
// nobody touches the server.
const port = Number(process.env.E2E_PUBLISH_PULL_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 8);
const siteURL = `http://127.0.0.1:${port}`;
const password = "publish-pull-inbox-password";
const { path: work, make: makeWork } = ownFolder("publish-pull-");
const dataDir = join(work, "data");
const timer = readFileSync(join(repo, "deploy/brightwater-publish.timer"), "utf8");
const intervalMs = Number(timer.match(/^OnUnitActiveSec=(\d+)s$/m)?.[1] ?? Number.NaN) * 1000;
// What the timer's service runs, word for word (its node is this one).
const unit = readFileSync(join(repo, "deploy/brightwater-publish.service"), "utf8");
const [node, ...command] = (unit.match(/^ExecStart=(.+)$/m)?.[1] ?? "").split(" ");

let release = "";
let marketer = "";
let server: ChildProcess | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let hook: Awaited<ReturnType<typeof startHttpReceiver>>;
const looks: { ended: number; output: string; status: number | null }[] = [];
let looking = true;
let loop: Promise<void> = Promise.resolve();

/** One run of the timer's service (`npm run publish -- --pull`) in the release. */
function look(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, command, { cwd: release, env });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => {
      looks.push({ ended: Date.now(), output, status });
      resolve();
    });
  });
}

/** Like OnUnitActiveSec: each run starts an interval after the last one started, or when it ends. */
async function lookEvery(env: NodeJS.ProcessEnv): Promise<void> {
  while (looking) {
    const started = Date.now();
    await look(env);
    const wait = started + intervalMs - Date.now();
    if (wait > 0 && looking) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Everything the looks that ended after `since` printed (one may have begun before it). */
const outputSince = (since: number) =>
  looks
    .filter((run) => run.ended >= since)
    .map((run) => run.output)
    .join("\n");

async function page(path: string): Promise<string> {
  const response = await fetch(`${siteURL}${path}`);
  return `${response.status} ${await response.text()}`;
}

let session = "";

/** The inbox's record of publishes, read as the office's browser reads it (signed in once). */
async function publishes(): Promise<{ commit: string; outcome: string; message: string; pages: string[] }[]> {
  if (!session) {
    const signIn = await fetch(`${siteURL}/api/admin/session`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: siteURL },
      body: JSON.stringify({ password }),
    });
    expect(signIn.status).toBe(200);
    session = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  }
  const response = await fetch(`${siteURL}/api/admin/publishes`, { headers: { cookie: session } });
  return (await response.json()).publishes;
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  makeWork();
  test.setTimeout(240_000);
  expect(intervalMs, "the timer's OnUnitActiveSec").toBeGreaterThan(0);
  // The unit runs `npm run publish -- --pull`, as the guides say, without npm.
  const { scripts } = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
  expect(`${node?.replace("/usr/bin/", "")} ${command.join(" ")}`).toBe(`${scripts.publish} --pull`);
  ({ release, marketer } = makeRelease(work));
  smtp = await startSmtpServer();
  hook = await startHttpReceiver();
  const { settings } = JSON.parse(readFileSync(join(release, "apps/web/build/build-record.json"), "utf8"));
  const env = {
    ...process.env,
    ...settings,
    NODE_ENV: "production",
    DATABASE_PATH: join(dataDir, "site.db"),
    // The shipped catalogue holds samples (README: "Before going live"): published here as on staging.
    ALLOW_SAMPLE_CONTENT: "1",
    SMTP_URL: smtp.url,
    LEAD_EMAIL_TO: "office@example.com",
    LEAD_WEBHOOK_URL: hook.url,
    CATALOGUE_DIR: "",
    WEB_BUILD_DIR: join(release, "apps/web/build"),
    WEB_BUILD_OUT: "",
    ENV_FILE: "",
  };
  server = spawn(process.execPath, ["apps/api/dist/server.js"], {
    cwd: release,
    // The inbox answers its own origin (the pages keep the build's).
    env: {
      ...env,
      SITE_ORIGIN: siteURL,
      HOST: "127.0.0.1",
      PORT: String(port),
      ADMIN_PASSWORD: password,
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
  });
  await expect(async () => expect((await fetch(`${siteURL}/`)).status).toBe(200)).toPass({ timeout: 60_000 });
  loop = lookEvery(env);
});

test.afterAll(async () => {
  looking = false;
  await loop;
  server?.kill();
  await smtp?.close();
  await hook?.close();
  rmSync(work, { recursive: true, force: true });
});

// A town of the shipped catalogue (any will do) and its page.
const catalogue = join(repo, "packages/content/catalogue");
const cityName = readdirSync(join(catalogue, "cities")).filter((name) => name.endsWith(".json"))[0] ?? "";
const cityFile = `packages/content/catalogue/cities/${cityName}`;
const original = JSON.parse(readFileSync(join(repo, cityFile), "utf8"));
const officeState = JSON.parse(readFileSync(join(catalogue, "business.json"), "utf8")).address.region;
const cityPath = `/service-areas/${original.slug}-${String(original.state ?? officeState).toLowerCase()}`;
const fileAndField = new RegExp(`cities/${cityName.replace(".", "\\.")}: postalCode: `);

function editCity(dir: string, change: (city: Record<string, unknown> & { intro: string[] }) => void) {
  const file = join(dir, cityFile);
  const city = JSON.parse(readFileSync(file, "utf8"));
  change(city);
  writeFileSync(file, `${JSON.stringify(city, null, 2)}\n`);
}

test("a pushed catalogue edit is served within 60 s, with no one on the server", async () => {
  const words = `Pushed from the repository at ${Date.now()}.`;
  expect((await page(cityPath)).includes(words)).toBe(false);
  const pushedAt = Date.now();
  const commit = push(marketer, "A town: one more sentence", (dir) =>
    editCity(dir, (city) => {
      city.intro[0] = `${city.intro[0]} ${words}`;
    }),
  );
  await expect(async () => expect((await page(cityPath)).includes(words), outputSince(pushedAt)).toBe(true)).toPass({
    timeout: 60_000,
    intervals: [100],
  });
  const seconds = (Date.now() - pushedAt) / 1000;
  console.log(`publish by push: served ${seconds.toFixed(1)} s after the push (a look every ${intervalMs / 1000} s)`);
  expect(seconds).toBeLessThan(60);

  expect(git(release, ["rev-parse", "HEAD"])).toBe(commit);
  const [latest] = await publishes();
  expect(latest).toMatchObject({ commit, outcome: "published" });
  expect(latest?.pages).toContain(cityPath);
});

test("a pushed broken catalogue is refused with its file and field: the site is unchanged, the inbox and the alerts say why", async ({
  page: browser,
}) => {
  const live = git(release, ["rev-parse", "HEAD"]);
  const before = await page(cityPath);
  const since = Date.now();
  const commit = push(marketer, "A town: new postal code", (dir) =>
    editCity(dir, (city) => {
      city.postalCode = "270I2";
    }),
  );
  await expect(async () => expect((await publishes())[0]).toMatchObject({ commit, outcome: "refused" })).toPass({
    timeout: 60_000,
  });
  // The command's own output names the file and the field (read once the run has ended).
  await expect(async () => expect(outputSince(since)).toMatch(fileAndField)).toPass({
    timeout: 10_000,
  });
  expect(await page(cityPath)).toBe(before);
  expect(git(release, ["rev-parse", "HEAD"])).toBe(live);
  expect(git(release, ["status", "--porcelain"])).toBe("");

  // The inbox, as the office opens it.
  await browser.goto(`${siteURL}/admin`);
  await browser.getByLabel("Password").fill(password);
  await browser.getByRole("button", { name: "Sign in" }).click();
  const item = browser.locator(".publish-history__item").first();
  await expect(item).toContainText("Refused");
  await expect(item).toContainText("A town: new postal code");
  await expect(item).toContainText(`cities/${cityName}`);
  await expect(item).toContainText("postalCode");

  // The alerts: the office's e-mail and the webhook.
  await expect(async () => {
    expect(smtp.messages.map((mail) => mail.raw).join("\n")).toMatch(fileAndField);
    expect(hook.requests.map((request) => request.body).join("\n")).toMatch(fileAndField);
  }).toPass({ timeout: 20_000 });
});

test("a local change in the server's checkout makes the pull refuse, saying which file", async () => {
  const since = Date.now();
  editCity(release, (city) => {
    city.intro[1] = `${city.intro[1]} Edited on the server.`;
  });
  try {
    await expect(async () => expect(outputSince(since)).toContain("the server's checkout has local changes")).toPass({
      timeout: 40_000,
    });
    expect(outputSince(since)).toContain(cityFile);
  } finally {
    git(release, ["checkout", "--", cityFile]);
  }
});

test("a pushed code change is not published: it waits for a release, and is reported", async () => {
  const live = git(release, ["rev-parse", "HEAD"]);
  const before = await page(cityPath);
  const commit = push(marketer, "Fix the postal code, and a server change", (dir) => {
    editCity(dir, (city) => {
      city.postalCode = original.postalCode;
    });
    const app = join(dir, "apps/api/src/app.ts");
    writeFileSync(app, `${readFileSync(app, "utf8")}\n// A change that needs a release.\n`);
  });
  await expect(async () => expect((await publishes())[0]).toMatchObject({ commit, outcome: "needs-release" })).toPass({
    timeout: 60_000,
  });
  expect((await publishes())[0]?.message).toContain("apps/api/src/app.ts");
  expect(await page(cityPath)).toBe(before);
  expect(git(release, ["rev-parse", "HEAD"])).toBe(live);
  await expect(async () =>
    expect(hook.requests.map((request) => request.body).join("\n")).toContain("needs a release"),
  ).toPass({ timeout: 20_000 });
});
