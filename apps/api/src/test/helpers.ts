import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Catalogue, loadCatalogue } from "@brightwater/content";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type BuildOptions, buildApp } from "../app";
import { type Config, parseConfig } from "../config";
import { PasswordHash } from "../lib/inbox/password-hash";

const cleanups: (() => Promise<void> | void)[] = [];

/** Closes the apps and removes the folders the test made, newest first (src/test/after-each.ts). */
export async function endTest(): Promise<void> {
  while (cleanups.length > 0) await cleanups.pop()?.();
}

/** A fresh directory that is removed after the test. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "brightwater-api-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// One hash per inbox password for the whole test run: the same password gives the same
// fingerprint at every start, so a hash made once stands for every start with it,
// restarts included; only its random salt differs, which nothing outside the hash sees.
const hashes = new Map<string, PasswordHash>();
function hashOnce(plain: string): PasswordHash {
  const hash = hashes.get(plain) ?? PasswordHash.of(plain);
  hashes.set(plain, hash);
  return hash;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig(
    {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_PATH: join(tempDir(), "site.db"),
      ...overrides,
    },
    hashOnce,
  );
}

/** `value` and everything it holds, made read-only. */
function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value) || ArrayBuffer.isView(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

// The shipped catalogue, read and checked once for all the tests: reading and checking it is most
// of an app's build (about 0.06 of its 0.1 CPU-s), and it does not change while they run. Frozen, so
// no test can change it for the others. An app on another catalogue (CATALOGUE_DIR, drafts) reads
// its own.
let shippedCatalogue: Catalogue | undefined;
function catalogueOf(config: Config): Catalogue | undefined {
  if (config.catalogue.dir !== undefined || config.catalogue.drafts) return undefined;
  shippedCatalogue ??= deepFreeze(loadCatalogue());
  return shippedCatalogue;
}

/** Builds the app on a real SQLite file; closed after the test. */
export async function testApp(config: Config = testConfig(), options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp(config, { catalogue: catalogueOf(config), ...options });
  cleanups.push(() => app.close());
  return app;
}

/**
 * One app for the tests of a describe that only read from it: built on its own database file
 * before them, closed and removed after them all (not after each test, as `testApp`'s are).
 */
export function appForAll(overrides: Record<string, string> = {}): { readonly app: FastifyInstance } {
  let dir: string | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "brightwater-api-"));
    const config = parseConfig(
      { NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_PATH: join(dir, "site.db"), ...overrides },
      hashOnce,
    );
    app = await buildApp(config, { catalogue: catalogueOf(config) });
  });
  afterAll(async () => {
    await app?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get app() {
      if (!app) throw new Error("the app is built before the describe's tests");
      return app;
    },
  };
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A log destination that keeps every line, parsed; pass `stream` to testApp with LOG_LEVEL set. */
export function logCapture() {
  const lines: LogLine[] = [];
  return {
    lines,
    stream: {
      write(line: string) {
        lines.push(JSON.parse(line) as LogLine);
      },
    },
    /** Lines at error level (50) or above. */
    errors: () => lines.filter((line) => line.level >= 50),
  };
}

/** Waits until `condition` holds, checking every 20 ms; fails after `timeoutMs` (sized for a busy machine). */
export async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A one-line service request as a browser's form posts it: no captcha token, sent from /water-heater. */
export const sentRequest = {
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@example.com",
  phone: "336-555-0100",
  subject: "Water heater",
  message: "No hot water since this morning.",
  recaptchaToken: "",
  pagePath: "/water-heater",
};

/** A valid service request, as the home page's form sends it. */
export const sampleLead = {
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@example.com",
  phone: "336-555-0100",
  subject: "Water heater",
  message: "No hot water since this morning.\nThe tank is making a popping noise.",
};
