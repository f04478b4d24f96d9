import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    // These tests do real work: SQLite files with fsync, SMTP and HTTP servers on loopback, child
    // processes. On a busy 2-core machine that takes many times what it takes alone, so budgets
    // fit a loaded machine; a test that waits for longer names its own.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
  },
});
