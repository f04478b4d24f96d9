import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
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

      // What the last load read; taken before reading, so a save during the read differs from it.
      let loadedFingerprint = "";
      const load = async () => {
        const { defaultCatalogueDir, findRedirect, loadCatalogue } = await content();
        redirectFor = findRedirect;
        dir ??= buildEnv.catalogue.dir ?? defaultCatalogueDir();
        const started = performance.now();
        loadedFingerprint = catalogueFingerprint(dir);
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
      let settle: NodeJS.Timeout | undefined;
      const onChange = (file: string) => {
        if (!dir || !file.startsWith(dir) || !catalogueFile.test(file)) return;
        const changed = relative(dir, file);
        // Editors write a file in steps (truncate, write); read it once they are done.
        clearTimeout(timer);
        timer = setTimeout(() => queue(changed), 25);
        // The watcher drops a second change of one file within 50 ms of the first: a fix saved
        // right after a broken save would never be read. Once that window has passed, the files
        // are compared with what the last load read, and read again when they differ.
        clearTimeout(settle);
        settle = setTimeout(async () => {
          await running;
          if (dir && catalogueFingerprint(dir) !== loadedFingerprint) queue(changed);
        }, 150);
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

const catalogueFile = /\.(json|md)$/;

/** One hash of every JSON and Markdown file of the catalogue: equal when nothing was saved since. */
export function catalogueFingerprint(dir: string): string {
  const hash = createHash("sha1");
  for (const name of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    if (!catalogueFile.test(name)) continue;
    hash.update(`${name}\0`);
    try {
      hash.update(readFileSync(join(dir, name)));
    } catch {
      // Deleted or renamed meanwhile: the next event says so.
    }
  }
  return hash.digest("hex");
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
