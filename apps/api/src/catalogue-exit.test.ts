import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// `npm run dev` restarts the API on every catalogue save (tsx watch): a broken save must leave
// one line naming the file and field, not a stack, and the next save starts it again. The test
// starts the built server (dist/server.js, so `turbo test` runs after the build): the same start-up
// code as the source tsx runs, without compiling it again (about 1.3 CPU-s less).
const apiDir = new URL("..", import.meta.url).pathname;
const serverEntry = join(apiDir, "dist/server.js");
const shipped = new URL("../../../packages/content/catalogue", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "api-catalogue-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function start(catalogue: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverEntry], {
      cwd: apiDir,
      env: {
        ...process.env,
        CATALOGUE_DIR: catalogue,
        DATABASE_PATH: join(work, "site.db"),
        HOST: "127.0.0.1",
        PORT: "0",
        LOG_LEVEL: "silent",
      },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

describe("the API on a broken catalogue", () => {
  // A start of the server: a second alone, far more on a busy machine.
  it("says in one line what is wrong and where, and exits", { timeout: 120_000 }, async () => {
    const catalogue = join(work, "catalogue");
    cpSync(shipped, catalogue, { recursive: true });
    const file = join(catalogue, "cities/kernersville.json");
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), postalCode: "2728" }));
    const { status, stderr } = await start(catalogue);
    expect(stderr.trim().split("\n")).toEqual([
      "api: the catalogue has 1 problem, waiting for the next save: cities/kernersville.json: postalCode: expected 5 digits",
    ]);
    expect(status).toBe(1);
  });
});
