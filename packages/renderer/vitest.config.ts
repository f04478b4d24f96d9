import { createRequire } from "node:module";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { formikDependencyAliases } from "./src/forms/formik-deps/aliases.mjs";

export default defineConfig({
  plugins: [react()],
  // Formik's and Yup's ES modules, as the site's bundle takes them (Node would load their CommonJS
  // builds, which require lodash and tiny-case themselves), through Vite with their dependencies'
  // stand-ins.
  resolve: {
    alias: [
      { find: /^formik$/, replacement: createRequire(import.meta.url).resolve("formik/dist/formik.esm.js") },
      { find: /^yup$/, replacement: createRequire(import.meta.url).resolve("yup/index.esm.js") },
      ...formikDependencyAliases,
    ],
  },
  test: {
    environment: "happy-dom",
    server: { deps: { inline: [/formik/, /yup/] } },
    // The files share a worker's modules and document instead of importing React, the catalogue and
    // a fresh happy-dom for each of them: a third of the CPU time (37 s to 11 s). Each test's render
    // is cleaned up after it (src/test/cleanup-setup.ts).
    isolate: false,
    setupFiles: ["./src/test/cleanup-setup.ts"],
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
