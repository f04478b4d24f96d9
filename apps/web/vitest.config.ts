import { defineConfig } from "vitest/config";

// Plain vitest config: the React Router plugin is for the app build, not for these tests.
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts"],
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
  },
});
