import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";

/** What the prerender writes for one path: the page, and the data a client-side navigation fetches. */
export interface RenderedPath {
  path: string;
  /** `service-areas/mebane-nc/index.html`, relative to the client folder. */
  htmlFile: string;
  html: string;
  /** `service-areas/mebane-nc.data` (`_root.data` for `/`). */
  dataFile: string;
  data: string;
}

export class RenderError extends Error {
  readonly code = "render_failed";
}

/** The files React Router's prerender writes for a path (its `prerenderData` and `prerenderRoute`). */
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
  // React Router reads the prerendered data header only in a build's own requests; its prerender
  // sets this before it renders.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const bundle: ServerBuild = await import(pathToFileURL(join(renderDir, "index.js")).href);
  const handler = createRequestHandler({ ...bundle, prerender: [...paths] }, "production");
  return async function render(path: string): Promise<RenderedPath> {
    const { htmlFile, dataFile } = prerenderFiles(path);
    const dataResponse = await handler(new Request(`http://localhost/${dataFile}`));
    const data = await dataResponse.text();
    if (dataResponse.status !== 200 && dataResponse.status !== 202)
      throw new RenderError(`rendering the data of ${path} answered ${dataResponse.status}: ${data.slice(0, 300)}`);
    const pageResponse = await handler(
      new Request(`http://localhost${path === "/" ? "/" : `${path}/`}`, {
        headers: { "X-React-Router-Prerender-Data": encodeURI(data) },
      }),
    );
    const html = await pageResponse.text();
    if (pageResponse.status !== 200)
      throw new RenderError(`rendering ${path} answered ${pageResponse.status}: ${html.slice(0, 300)}`);
    return { path, htmlFile, html, dataFile, data };
  };
}
