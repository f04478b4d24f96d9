import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "happy-dom",
    // Property tests and catalogue-wide renders are real work; on a busy 2-core machine they take
    // many times what they take alone.
    testTimeout: 30_000,
    reporters: [
      "default",
      ["json", { outputFile: "test-results/vitest.json" }],
      new URL("../../scripts/vitest-file-times.mjs", import.meta.url).pathname,
    ],
  },
});
