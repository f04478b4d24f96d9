import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Property tests and catalogue-wide renders are real work; on a busy 2-core machine they take
    // many times what they take alone.
    testTimeout: 30_000,
    // No test mocks a module or changes the environment it imports with, so the files share a
    // worker's modules instead of importing zod, the schemas and the catalogue again each.
    isolate: false,
    reporters: [
      "default",
      ["json", { outputFile: "test-results/vitest.json" }],
      new URL("../../scripts/vitest-file-times.mjs", import.meta.url).pathname,
    ],
  },
});
