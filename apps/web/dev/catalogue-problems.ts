import type { ViteDevServer } from "vite";
import { buildEnv } from "../env";

type Content = typeof import("@brightwater/content");

/** A broken catalogue, in the terminal (unless `log` is false) and in open tabs as Vite's error overlay, with file and JSON path. */
export function reportError(server: ViteDevServer, content: Content, error: Error, log = true) {
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
