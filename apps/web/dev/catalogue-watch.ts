import { relative } from "node:path";
import type { ViteDevServer } from "vite";
import { devCatalogue, setDevCatalogue } from "../app/dev-catalogue";
import { buildEnv } from "../env";
import { catalogueUpdateEvent } from "./catalogue-events";
import { catalogueFile, catalogueFingerprint } from "./catalogue-fingerprint";
import { reportError } from "./catalogue-problems";

type Content = typeof import("@brightwater/content");

/**
 * The catalogue as `npm run dev` last read it: its problem if it has one, and the reads queued by
 * saves. One load at a time; a save during a load loads again after it, so the last save always
 * shows, however soon it follows the one before.
 */
export class CatalogueWatch {
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
