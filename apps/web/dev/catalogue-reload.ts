import { relative } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { devCatalogue, setDevCatalogue } from "../app/dev-catalogue";
import { buildEnv } from "../env";

type Content = typeof import("@brightwater/content");

/** The event the page listens for (app/root.tsx) to fetch its data again. */
export const catalogueUpdateEvent = "brightwater:catalogue";
/** The event a page sends once it listens. */
export const catalogueListeningEvent = "brightwater:catalogue-listening";

/**
 * `npm run dev`: watches the catalogue, validates it on every save, and tells open tabs to fetch
 * their page again (new pages included: in dev every path is looked up in the catalogue per
 * request). A broken file shows in Vite's error overlay and the terminal with file and JSON path
 * until it is fixed. Also answers redirects.json, as the production server does.
 */
export function catalogueReload(): Plugin {
  return {
    name: "brightwater:catalogue-reload",
    apply: "serve",
    configureServer(server) {
      // The content package is TypeScript source: load it the way the pages do.
      const content = () => server.ssrLoadModule("@brightwater/content") as Promise<Content>;
      let dir: string | undefined;
      let error: Error | undefined;
      let redirectFor: Content["findRedirect"] | undefined;

      const load = async () => {
        const { defaultCatalogueDir, findRedirect, loadCatalogue } = await content();
        redirectFor = findRedirect;
        dir ??= buildEnv.catalogue.dir ?? defaultCatalogueDir();
        const started = performance.now();
        try {
          const catalogue = loadCatalogue(dir, { drafts: buildEnv.catalogue.drafts });
          setDevCatalogue({ catalogue });
          error = undefined;
        } catch (caught) {
          error = caught instanceof Error ? caught : new Error(String(caught));
          setDevCatalogue({ error });
        }
        return performance.now() - started;
      };

      // One load at a time; a save during a load loads again after it, so the last save always
      // shows, however soon it follows the one before.
      let running: Promise<void> | undefined;
      let pending: string | undefined;
      const reload = async (changed: string) => {
        const ms = await load();
        if (error) return reportError(server, await content(), error);
        const { formatProblem } = await content();
        const catalogue = devCatalogue()?.catalogue;
        server.config.logger.info(
          `catalogue: ${changed} saved; ${catalogue?.pages.length} pages checked in ${Math.round(ms)} ms`,
          { timestamp: true },
        );
        for (const warning of catalogue?.warnings ?? []) {
          server.config.logger.warn(`catalogue warning: ${formatProblem(warning)}`);
        }
        server.ws.send({ type: "custom", event: catalogueUpdateEvent, data: { file: changed } });
      };
      const queue = (changed: string) => {
        pending = changed;
        running ??= (async () => {
          while (pending !== undefined) {
            const next = pending;
            pending = undefined;
            await reload(next);
          }
          running = undefined;
        })();
      };

      let timer: NodeJS.Timeout | undefined;
      const onChange = (file: string) => {
        if (!dir || !file.startsWith(dir) || !/\.(json|md)$/.test(file)) return;
        // Editors write a file in steps (truncate, write); read it once they are done.
        clearTimeout(timer);
        timer = setTimeout(() => queue(relative(dir ?? "", file)), 25);
      };

      server.httpServer?.once("listening", async () => {
        await load();
        if (dir) server.watcher.add(dir);
        if (error) reportError(server, await content(), error);
      });
      for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, onChange);
      // A tab opened while the catalogue is broken sees the overlay too.
      server.ws.on("connection", async () => {
        if (error) reportError(server, await content(), error, false);
      });
      // A tab says when it starts listening: a save made while it loaded (a fix, often) would
      // otherwise never reach it. Once no load is running, it hears the catalogue's state.
      server.ws.on(catalogueListeningEvent, async (_data, client) => {
        await running;
        if (error) return reportError(server, await content(), error, false);
        client.send(catalogueUpdateEvent, { file: "" });
      });

      server.middlewares.use((request, response, next) => {
        if (request.method !== "GET" && request.method !== "HEAD") return next();
        const [path = "/", query] = (request.url ?? "/").split("?");
        // The same match as the production server: with or without a trailing slash.
        const to = redirectFor?.(devCatalogue()?.catalogue?.redirects ?? [], path)?.to;
        if (!to) return next();
        const [target = "/", hash] = to.split("#");
        response.statusCode = 301;
        response.setHeader("Location", `${target}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`);
        response.end();
      });
    },
  };
}

function reportError(server: ViteDevServer, content: Content, error: Error, log = true) {
  const problems = error instanceof content.CatalogueError ? error.problems : [];
  const lines = problems.length > 0 ? problems.map(content.formatProblem) : [error.message];
  const message = `The catalogue has ${lines.length} problem(s):\n${lines.join("\n")}`;
  if (log) server.config.logger.error(`catalogue: ${message}`, { timestamp: true });
  const first = problems[0];
  server.ws.send({
    type: "error",
    err: {
      message,
      stack: "",
      plugin: "brightwater:catalogue",
      ...(first ? { id: `${buildEnv.catalogue.dir ?? content.defaultCatalogueDir()}/${first.file}` } : {}),
    },
  });
}
