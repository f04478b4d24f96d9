import { formikDependencyAliases } from "@brightwater/renderer/formik-aliases";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { chunkGroups } from "./chunk-groups";
import { catalogueReload } from "./dev/catalogue-reload";
import { keepServerBuild } from "./dev/keep-server-build";
import { photos } from "./dev/photos";
import { routerProductionBuild } from "./dev/router-production";
import { buildEnv } from "./env";

export default defineConfig(() => {
  return {
    plugins: [catalogueReload(), routerProductionBuild(), keepServerBuild(buildEnv.buildDir), reactRouter(), photos()],
    // Known to the dependency optimiser from the start. Discovered on the first visit instead, they
    // were re-bundled and the tab reloaded mid-hydration (on a fresh clone the first page never
    // became interactive). sharp is build-time only: never bundled for the browser.
    resolve: { alias: formikDependencyAliases },
    optimizeDeps: {
      include: ["zod", "@brightwater/renderer > formik", "@brightwater/renderer > yup"],
      exclude: ["sharp"],
    },
    server: {
      port: buildEnv.webPort,
      strictPort: true,
      // In development the API runs beside Vite; forms, article requests and the inbox's manifest
      // (made by the server from the catalogue) go through here.
      proxy: {
        "/api": `http://127.0.0.1:${buildEnv.apiPort}`,
        "/admin.webmanifest": `http://127.0.0.1:${buildEnv.apiPort}`,
      },
    },
    build: {
      assetsInlineLimit: 0,
      // No preload helper work around import(): every lazily loaded chunk imports only what is
      // already loaded (React, the chrome) or its own small dependencies.
      modulePreload: false,
      rolldownOptions: {
        // Formik's helpers that only its `connect()` and class components use (hoist-non-react-statics
        // with react-is) and the rest of its dependencies: side-effect free, so what the site does
        // not call is left out.
        treeshake: {
          moduleSideEffects: (id: string) =>
            !/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:hoist-non-react-statics|react-is|lodash-es|deepmerge|react-fast-compare|tiny-warning|formik)\//.test(
              id,
            ),
        },
        output: {
          // Our own code in a few chunks (chunk-groups.ts, decision 041).
          codeSplitting: { groups: chunkGroups },
        },
      },
    },
  };
});
