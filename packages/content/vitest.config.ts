import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Property tests and catalogue-wide renders are real work; on a busy 2-core machine they take
    // many times what they take alone.
    testTimeout: 120_000,
    // No test mocks a module or changes the environment it imports with, so the files share a
    // worker's modules instead of importing zod, the schemas and the catalogue again each.
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
