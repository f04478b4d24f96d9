import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: [
      "default",
      ["json", { outputFile: "test-results/vitest.json" }],
      new URL("../../scripts/vitest-file-times.mjs", import.meta.url).pathname,
    ],
  },
});
