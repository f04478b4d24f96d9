import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { loadCatalogue, routeList } from "@brightwater/content";
import { adminPagePath } from "@brightwater/contracts";
import { htmlFileFor } from "../lib/site/page-store";
import { tempDir } from "./helpers";

/** A stand-in for apps/web/build: a tiny page for every catalogue route, the 404 page and /admin. */
export function fixtureWebBuild(): string {
  const buildDir = tempDir();
  const paths = [...routeList(loadCatalogue()).map((route) => route.path), "/404", adminPagePath];
  for (const path of paths) {
    const file = join(buildDir, "client", htmlFileFor(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `<!DOCTYPE html><html><head><title>${path}</title></head><body><h1>${path}</h1></body></html>`);
  }
  writeFileSync(join(buildDir, "csp-hashes.json"), "{}");
  return buildDir;
}
