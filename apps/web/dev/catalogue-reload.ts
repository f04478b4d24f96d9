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
 * The catalogue as `npm run dev` last read it: its problem if it has one, and the reads queued by
 * saves. One load at a time; a save during a load loads again after it, so the last save always
 * shows, however soon it follows the one before.
 */
class CatalogueWatch {
  dir: string | undefined;
  error: Error | undefined;
  redirectFor: Content["findRedirect"] | undefined;
  running: Promise<void> | undefined;
  // What the last load read; taken before reading, so a save during the read differs from it.
  private loadedFingerprint = "";
  private pending: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private settle: NodeJS.Timeout | undefined;

  constructor(private readonly server: ViteDevServer) {}

  /** The content package is TypeScript source: loaded the way the pages load it. */
  content(): Promise<Content> {
    return this.server.ssrLoadModule("@brightwater/content") as Promise<Content>;
  }

  /** Reads and validates the catalogue; the milliseconds it took. */
  async load(): Promise<number> {
    const { defaultCatalogueDir, findRedirect, loadCatalogue, siteServicesOf } = await this.content();
    this.redirectFor = findRedirect;
    this.dir ??= buildEnv.catalogue.dir ?? defaultCatalogueDir();
    const started = performance.now();
    this.loadedFingerprint = catalogueFingerprint(this.dir);
    const services = siteServicesOf(buildEnv.serverSettings);
    try {
      setDevCatalogue({ catalogue: loadCatalogue(this.dir, { drafts: buildEnv.catalogue.drafts, services }) });
      this.error = undefined;
    } catch (caught) {
      this.error = caught instanceof Error ? caught : new Error(String(caught));
      setDevCatalogue({ error: this.error });
    }
    return performance.now() - started;
  }

  private async reload(changed: string): Promise<void> {
    const ms = await this.load();
    const content = await this.content();
    if (this.error) return reportError(this.server, content, this.error);
    const catalogue = devCatalogue()?.catalogue;
    const { logger } = this.server.config;
    logger.info(`catalogue: ${changed} saved; ${catalogue?.pages.length} pages checked in ${Math.round(ms)} ms`, {
      timestamp: true,
    });
    for (const warning of catalogue?.warnings ?? [])
      logger.warn(`catalogue warning: ${content.formatProblem(warning)}`);
    this.server.ws.send({ type: "custom", event: catalogueUpdateEvent, data: { file: changed } });
  }

  private queue(changed: string): void {
    this.pending = changed;
    this.running ??= (async () => {
      while (this.pending !== undefined) {
        const next = this.pending;
        this.pending = undefined;
        await this.reload(next);
      }
      this.running = undefined;
    })();
  }

  /** A file of the watcher's changed: read once the editor is done with it, and again if a save was missed. */
  onChange(file: string): void {
    const { dir } = this;
    if (!dir || !file.startsWith(dir) || !catalogueFile.test(file)) return;
    const changed = relative(dir, file);
    // Editors write a file in steps (truncate, write); read it once they are done.
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.queue(changed), 25);
    // The watcher drops a second change of one file within 50 ms of the first: a fix saved
    // right after a broken save would never be read. Once that window has passed, the files
    // are compared with what the last load read, and read again when they differ.
    clearTimeout(this.settle);
    this.settle = setTimeout(async () => {
      await this.running;
      if (catalogueFingerprint(dir) !== this.loadedFingerprint) this.queue(changed);
    }, 150);
  }
}

/** Open tabs hear of every state of the catalogue: a broken one as the overlay, a good one as an update. */
function tellTabs(server: ViteDevServer, watch: CatalogueWatch): void {
  // A tab opened while the catalogue is broken sees the overlay too.
  server.ws.on("connection", async () => {
    if (watch.error) reportError(server, await watch.content(), watch.error, false);
  });
  // A tab says when it starts listening: a save made while it loaded (a fix, often) would
  // otherwise never reach it. Once no load is running, it hears the catalogue's state.
  server.ws.on(catalogueListeningEvent, async (_data, client) => {
    await watch.running;
    if (watch.error) return reportError(server, await watch.content(), watch.error, false);
    client.send(catalogueUpdateEvent, { file: "" });
  });
}

/** Answers redirects.json, with the same match as the production server: with or without a trailing slash. */
function answerRedirects(server: ViteDevServer, watch: CatalogueWatch): void {
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
function answerAreaMap(server: ViteDevServer, watch: CatalogueWatch): void {
  server.middlewares.use(async (request, response, next) => {
    const catalogue = devCatalogue()?.catalogue;
    if (!catalogue || !(request.url ?? "").startsWith("/images/service-area-map.svg")) return next();
    const { catalogueAreaMap, serviceAreaMapFile } = await watch.content();
    if ((request.url ?? "").split("?")[0] !== `/${serviceAreaMapFile}`) return next();
    response.setHeader("Content-Type", "image/svg+xml");
    response.end(catalogueAreaMap(catalogue));
  });
}

/**
 * `npm run dev`: watches the catalogue, validates it on every save, and tells open tabs to fetch
 * their page again (new pages included: in dev every path is looked up in the catalogue per
 * request). A broken file shows in Vite's error overlay and the terminal with file and JSON path
 * until it is fixed. Also answers redirects.json, as the production server does, and draws the
 * service-area map.
 */
export function catalogueReload(): Plugin {
  return {
    name: "brightwater:catalogue-reload",
    apply: "serve",
    configureServer(server) {
      const watch = new CatalogueWatch(server);
      server.httpServer?.once("listening", async () => {
        await watch.load();
        if (watch.dir) server.watcher.add(watch.dir);
        if (watch.error) reportError(server, await watch.content(), watch.error);
      });
      for (const event of ["add", "change", "unlink"] as const)
        server.watcher.on(event, (file) => watch.onChange(file));
      tellTabs(server, watch);
      answerRedirects(server, watch);
      answerAreaMap(server, watch);
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
