import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// Plain vitest config: the React Router plugin is for the app build, not for these tests.
export default defineConfig({
  test: {
    // The route tests read the whole build and the add-a-city test publishes into a copy of it
    // (its own budget); on a busy 2-core machine both take many times what they take alone.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // No test mocks a module or changes the environment it imports with: the files share a
    // worker's modules instead of importing the catalogue and the renderer again each.
    isolate: false,
    // Two workers on two cores, not vitest's one (cores less one): a file waiting on a child process,
    // a timer or a socket leaves the other worker to run. The same CPU in about 60 % of the time.
    maxWorkers: 2,
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts"],
    reporters: [
      "default",
      ["json", { outputFile: "test-results/vitest.json" }],
      createRequire(import.meta.url).resolve("@brightwater/test-times"),
    ],
  },
});
