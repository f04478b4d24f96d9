import { readFileSync } from "node:fs";
import { extname } from "node:path";
import type { PhotoBuild, PhotoBuildOptions } from "@brightwater/content/photos";
import type { Plugin } from "vite";
import { buildEnv } from "../env";

/** Where the production build puts the photographs too (scripts/postbuild.ts copies them). */
const photoUrlPrefix = "/assets/photos/";
const contentTypes: Record<string, string> = { ".avif": "image/avif", ".webp": "image/webp", ".jpg": "image/jpeg" };

/**
 * Serves the catalogue's photographs in development, as the image pipeline makes them. (The
 * production build copies them into the client build: scripts/postbuild.ts.) The pipeline is
 * TypeScript source, so it loads through Vite rather than through this config file.
 */
export function photos(): Plugin {
  return {
    name: "brightwater-photos",
    apply: "serve",
    configureServer(server) {
      let build: Promise<PhotoBuild> | undefined;
      const photoBuild = async (fresh = false) => {
        const pipeline = (await server.ssrLoadModule("@brightwater/content/photos")) as {
          buildPhotos(options: PhotoBuildOptions): Promise<PhotoBuild>;
        };
        if (fresh || !build)
          build = pipeline.buildPhotos({ urlPrefix: photoUrlPrefix, catalogueDir: buildEnv.catalogue.dir });
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
