import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/** Where the build keeps its server bundle, for `npm run publish` (scripts/publish.ts). */
export const renderDirName = "render";

/**
 * React Router removes the server bundle once it has prerendered every page (`ssr: false`). A
 * content edit needs only its pages rendered again, through that same bundle: this copies it
 * beside the client files before it is removed, so a publish renders exactly as the build did.
 */
export function keepServerBuild(buildDir: string): Plugin {
  return {
    name: "brightwater:keep-server-build",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle: {
      // Before React Router's own writeBundle, which prerenders and then removes the bundle.
      order: "pre",
      sequential: true,
      handler(options) {
        if (!options.dir) return;
        const target = join(buildDir, renderDirName);
        rmSync(target, { recursive: true, force: true });
        cpSync(options.dir, target, { recursive: true });
      },
    },
  };
}
