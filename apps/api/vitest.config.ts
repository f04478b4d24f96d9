import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    // These tests do real work: SQLite files with fsync, SMTP and HTTP servers on loopback, child
    // processes. On a busy 2-core machine that takes many times what it takes alone, so budgets
    // fit a loaded machine (the whole of `npm test` at once on two cores); a test that waits for longer
    // names its own.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Each test file builds its own server from factories and its own database file, so the files
    // share a worker's modules instead of importing the server again each: it halved the suite's CPU
    // time (99 s to 55 s), most of it spent importing. A test that fakes timers restores them.
    isolate: false,
    // Hooks every file needs, run for each file (a helper's own top-level hook would run for one).
    setupFiles: ["./src/test/after-each.ts"],
    // Two workers on two cores, not vitest's one (cores less one): a file waiting on a child process,
    // a timer or a socket leaves the other worker to run. The same CPU in about 60 % of the time.
    maxWorkers: 2,
    reporters: [
      "default",
      ["json", { outputFile: "test-results/vitest.json" }],
      createRequire(import.meta.url).resolve("@brightwater/test-times"),
    ],
  },
});
