import { defineConfig } from "vitest/config";

// The tests of the scripts' own logic, beside the code they test.
export default defineConfig({
  test: {
    include: ["**/*.test.{mjs,ts}"],
    exclude: ["node_modules/**"],
    reporters: [
      "default",
      ["json", { outputFile: "test-results/vitest.json" }],
      new URL("vitest-file-times.mjs", import.meta.url).pathname,
    ],
  },
});
