import { readFileSync } from "node:fs";
import { extname } from "node:path";
import type { PhotoBuild, PhotoBuildOptions } from "@brightwater/content/photos";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/** Where the production build puts the photographs too (scripts/postbuild.ts copies them). */
const photoUrlPrefix = "/assets/photos/";
const contentTypes: Record<string, string> = { ".avif": "image/avif", ".webp": "image/webp", ".jpg": "image/jpeg" };

/**
 * Serves the catalogue's photographs in development, as the image pipeline makes them. (The
 * production build copies them into the client build: scripts/postbuild.ts.) The pipeline is
 * TypeScript source, so it loads through Vite rather than through this config file.
 */
function photos(): Plugin {
  return {
    name: "brightwater-photos",
    apply: "serve",
    configureServer(server) {
      let build: Promise<PhotoBuild> | undefined;
      const photoBuild = async (fresh = false) => {
        const pipeline = (await server.ssrLoadModule("@brightwater/content/photos")) as {
          buildPhotos(options: PhotoBuildOptions): Promise<PhotoBuild>;
        };
        if (fresh || !build) build = pipeline.buildPhotos({ urlPrefix: photoUrlPrefix });
        return build;
      };
      server.middlewares.use(photoUrlPrefix, async (request, response, next) => {
        try {
          const name = (request.url ?? "").replace(/^\//, "").split("?")[0] ?? "";
          // A photograph added since the server started: make it now.
          const file = (await photoBuild()).files.get(name) ?? (await photoBuild(true)).files.get(name);
          if (!file) return next();
          response.setHeader("Content-Type", contentTypes[extname(name)] ?? "application/octet-stream");
          response.end(readFileSync(file));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  plugins: [reactRouter(), photos()],
  server: {
    // In development the API runs beside Vite; forms and article requests go through here.
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
  build: {
    assetsInlineLimit: 0,
    // No preload helper around import(): every lazily loaded chunk imports only what is already
    // loaded (React, the chrome) or its own small dependencies, and the helper would otherwise sit
    // in the code every page loads at start.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Our own code in two chunks, each with everything it imports statically: the site's chrome
        // (what the root layout needs, so the inbox page loads no blocks), and the blocks of the
        // catalogue pages. Chunks loaded by import() (articles, forms, the offer) stay apart.
        // Left alone, the bundler cuts modules shared with those into many tiny chunks.
        codeSplitting: {
          groups: [
            // With the chrome too: Vite's helper around import(), which every page uses (else it
            // lands in the blocks' chunk, and the inbox would have to load that).
            {
              name: "site-chrome",
              test: /renderer[\\/]src[\\/](chrome[\\/]site-layout|site-context)\.tsx$|preload-helper/,
              priority: 2,
            },
            { name: "site-blocks", test: /renderer[\\/]src[\\/](page|registry)\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
});
