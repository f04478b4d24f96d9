import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach } from "vitest";
import { buildApp } from "../app";
import { type Config, parseConfig } from "../config";

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** A fresh directory that is removed after the test. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "brightwater-api-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_PATH: join(tempDir(), "site.db"),
    ...overrides,
  });
}

/** Builds the app on a real SQLite file; closed after the test. */
export async function testApp(config: Config = testConfig()): Promise<FastifyInstance> {
  const app = await buildApp(config);
  cleanups.push(() => app.close());
  return app;
}
