import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// The tests of the scripts' own logic, beside the code they test.
export default defineConfig({
  test: {
    include: ["**/*.test.{mjs,ts}"],
    exclude: ["node_modules/**"],
    reporters: [
      "default",
      ["json", { outputFile: "test-results/vitest.json" }],
      createRequire(import.meta.url).resolve("@brightwater/test-times"),
    ],
  },
});
