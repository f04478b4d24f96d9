import { defineConfig } from "vitest/config";

// The tests of the root scripts' own logic (`pnpm test:root`, part of `npm test`); the workspaces
// have their own configurations.
export default defineConfig({
  root: new URL("..", import.meta.url).pathname,
  test: {
    include: ["scripts/**/*.test.mjs"],
    reporters: [
      "default",
      ["json", { outputFile: "test-results/vitest.json" }],
      new URL("vitest-file-times.mjs", import.meta.url).pathname,
    ],
  },
});
