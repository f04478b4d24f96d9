import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { catalogueReload } from "./dev/catalogue-reload";
import { keepServerBuild } from "./dev/keep-server-build";
import { photos } from "./dev/photos";
import { routerProductionBuild } from "./dev/router-production";
import { buildEnv } from "./env";

/** Matches exactly these renderer modules; a file renamed or moved stops the build instead of changing the chunks. */
function rendererModules(...files: string[]) {
  const paths = new Set(
    files.map((file) => fileURLToPath(new URL(`../../packages/renderer/src/${file}`, import.meta.url))),
  );
  for (const path of paths)
    if (!existsSync(path)) throw new Error(`vite.config.ts: chunk group module ${path} does not exist`);
  return (id: string) => paths.has(id.split("?")[0] ?? id);
}

const chrome = rendererModules("chrome/site-layout.tsx", "site-context.tsx");

export default defineConfig(() => {
  return {
    plugins: [catalogueReload(), routerProductionBuild(), keepServerBuild(buildEnv.buildDir), reactRouter(), photos()],
    // Known to the dependency optimiser from the start. Discovered on the first visit instead, they
    // were re-bundled and the tab reloaded mid-hydration (on a fresh clone the first page never
    // became interactive). sharp is build-time only: never bundled for the browser.
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
        // with react-is) and the lodash modules it clones with: side-effect free, so what the site
        // does not call is left out.
        treeshake: {
          moduleSideEffects: (id: string) =>
            !/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:hoist-non-react-statics|react-is|lodash-es|deepmerge|react-fast-compare|tiny-warning|formik)\//.test(
              id,
            ),
        },
        output: {
          // Our own code in two chunks, each with everything it imports statically: the site's
          // chrome (what the root layout needs, so the inbox page loads no blocks), and the page
          // with its registry. Chunks loaded by import() (each block, the enhanced form, the offer)
          // stay apart.
          // Left alone, the bundler cuts modules shared with those into many tiny chunks.
          codeSplitting: {
            groups: [
              // With the chrome too: Vite's helper around import(), which every page uses (else it
              // lands in the blocks' chunk, and the inbox would have to load that).
              {
                name: "site-chrome",
                test: (id: string) => chrome(id) || /preload-helper/.test(id),
                priority: 2,
              },
              { name: "site-blocks", test: rendererModules("page.tsx", "registry.tsx"), priority: 1 },
            ],
          },
        },
      },
    },
  };
});
