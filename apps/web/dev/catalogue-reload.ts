import type { Plugin, ViteDevServer } from "vite";
import { answerAreaMap, answerRedirects } from "./catalogue-answers";
import { catalogueListeningEvent, catalogueUpdateEvent } from "./catalogue-events";
import { reportError } from "./catalogue-problems";
import { CatalogueWatch } from "./catalogue-watch";

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
