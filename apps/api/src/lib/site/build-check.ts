import { existsSync } from "node:fs";
import { join } from "node:path";

/**
 * Refuses to start on a directory that holds no build, or on a build older than the catalogue
 * (a page added since), naming what is missing and how to make it, rather than failing on the
 * first file it cannot read.
 */
export function checkBuild(buildDir: string, pageFiles: readonly string[]) {
  if (!existsSync(join(buildDir, "csp-hashes.json"))) {
    throw new Error(
      `WEB_BUILD_DIR ${buildDir} holds no build of the site (no csp-hashes.json): run npm run build, or point WEB_BUILD_DIR at apps/web/build`,
    );
  }
  const missing = pageFiles.filter((file) => !existsSync(join(buildDir, "client", file)));
  if (missing.length > 0) {
    const named = missing.slice(0, 3).join(", ") + (missing.length > 3 ? ` and ${missing.length - 3} more` : "");
    throw new Error(
      `The build in ${buildDir} is older than the catalogue: it has no ${named}. Run npm run build again.`,
    );
  }
}
