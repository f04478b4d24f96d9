import type { ViteDevServer } from "vite";
import { devCatalogue } from "../app/dev-catalogue";
import type { CatalogueWatch } from "./catalogue-watch";

/** Answers redirects.json, with the same match as the production server: with or without a trailing slash. */
export function answerRedirects(server: ViteDevServer, watch: CatalogueWatch): void {
  server.middlewares.use((request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const [path = "/", query] = (request.url ?? "/").split("?");
    const to = watch.redirectFor?.(devCatalogue()?.catalogue?.redirects ?? [], path)?.to;
    if (!to) return next();
    const [target = "/", hash] = to.split("#");
    response.statusCode = 301;
    response.setHeader("Location", `${target}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`);
    response.end();
  });
}

/** Draws the service-area map from the catalogue as last read, as the build and publish write it. */
export function answerAreaMap(server: ViteDevServer, watch: CatalogueWatch): void {
  server.middlewares.use(async (request, response, next) => {
    const catalogue = devCatalogue()?.catalogue;
    if (!catalogue || !(request.url ?? "").startsWith("/images/service-area-map.svg")) return next();
    const { catalogueAreaMap, serviceAreaMapFile } = await watch.content();
    if ((request.url ?? "").split("?")[0] !== `/${serviceAreaMapFile}`) return next();
    response.setHeader("Content-Type", "image/svg+xml");
    response.end(catalogueAreaMap(catalogue));
  });
}
