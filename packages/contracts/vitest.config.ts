import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Property tests and catalogue-wide renders are real work; on a busy 2-core machine they take
    // many times what they take alone.
    testTimeout: 120_000,
    reporters: [
      "default",
      ["json", { outputFile: "test-results/vitest.json" }],
      createRequire(import.meta.url).resolve("@brightwater/test-times"),
    ],
  },
});
