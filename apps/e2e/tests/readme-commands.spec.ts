import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { expect, test } from "@playwright/test";

// The README promises that one workspace's tasks run with only Node and npm: its
// `npm run turbo -- test --filter=<workspace>` line, read from the README and run word for word as
// a newcomer would, on a fresh clone.
test("the README's turbo command runs one workspace's tests from a clean clone", async () => {
  // A clone installs its packages (from the local store) before turbo runs: minutes on a busy machine.
  test.setTimeout(600_000);
  const repo = spawnSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).stdout.trim();
  const readme = readFileSync(join(repo, "README.md"), "utf8");
  const line = readme.split("\n").find((text) => text.startsWith("npm run turbo -- test --filter="));
  const [program = "", ...args] = (line?.split("#")[0]?.trim() ?? "").split(/\s+/);
  const workspace = args.find((arg) => arg.startsWith("--filter="))?.slice("--filter=".length) ?? "";
  expect(program, "the README's Development block has an npm run turbo -- test --filter=… line").toBe("npm");
  const dir = mkdtempSync(join(tmpdir(), "readme-turbo-"));
  try {
    const clone = join(dir, "site");
    expect(spawnSync("git", ["clone", "--quiet", repo, clone]).status).toBe(0);
    // Nothing of this run's own turbo or package manager may leak into the newcomer's shell.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(TURBO_|npm_|PNPM_)/i.test(name)));
    const { status, output } = await new Promise<{ status: number | null; output: string }>((resolve) => {
      const child = spawn(program, args, {
        cwd: clone,
        env,
      });
      let output = "";
      child.stdout.on("data", (chunk) => {
        output += chunk;
      });
      child.stderr.on("data", (chunk) => {
        output += chunk;
      });
      child.on("close", (code) => resolve({ status: code, output }));
    });
    const plain = stripVTControlCharacters(output);
    expect(plain).toMatch(new RegExp(`${workspace}:test: +Tests +\\d+ passed`));
    expect(plain).toMatch(/Tasks: +1 successful, 1 total/);
    expect(status, output).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
