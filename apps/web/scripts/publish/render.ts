import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { markBuildRequests } from "../../env";

export class RenderError extends Error {
  readonly code = "render_failed";
}

/**
 * The files React Router's prerender writes for a path (its `prerenderData` and `prerenderRoute`):
 * `service-areas/mebane-nc/index.html` and `service-areas/mebane-nc.data` (`_root.data` for `/`).
 */
export function prerenderFiles(path: string): { htmlFile: string; dataFile: string } {
  return {
    htmlFile: path === "/" ? "index.html" : `${path.slice(1)}/index.html`,
    dataFile: path === "/" ? "_root.data" : `${path.slice(1).replace(/\/$/, "")}.data`,
  };
}

/**
 * Renders paths as the build's prerender did, with the server bundle the build kept (`renderDir`):
 * one request for the route data, then one for the HTML carrying that data, the way React Router
 * prerenders with `ssr: false`. `paths` is the full list of prerendered paths now (a new city's
 * path is not in the bundle's own list).
 */
export async function renderer(renderDir: string, paths: readonly string[]) {
  markBuildRequests();
  const bundle: ServerBuild = await import(pathToFileURL(join(renderDir, "index.js")).href);
  const handler = createRequestHandler({ ...bundle, prerender: [...paths] }, "production");
  return {
    /** The route data of `path`: what its page is rendered from. */
    async data(path: string): Promise<string> {
      const response = await handler(new Request(`http://localhost/${prerenderFiles(path).dataFile}`));
      const data = await response.text();
      if (response.status !== 200 && response.status !== 202)
        throw new RenderError(`rendering the data of ${path} answered ${response.status}: ${data.slice(0, 300)}`);
      return data;
    },
    /** The page at `path`, rendered from its `data`. */
    async html(path: string, data: string): Promise<string> {
      const response = await handler(
        new Request(`http://localhost${path === "/" ? "/" : `${path}/`}`, {
          headers: { "X-React-Router-Prerender-Data": encodeURI(data) },
        }),
      );
      const html = await response.text();
      if (response.status !== 200)
        throw new RenderError(`rendering ${path} answered ${response.status}: ${html.slice(0, 300)}`);
      return html;
    },
  };
}
