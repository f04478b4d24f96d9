// The environment of this package's own commands (`content:check`, `launch-check`), read once here
// and passed down: the package's library code reads none.
import { resolve } from "node:path";
import type { RunningSite } from "../checks/running-site";
import { defaultCatalogueDir } from "../load/catalogue-dir";

export const commandEnv = {
  /** The catalogue to check: CATALOGUE_DIR (a modified copy), else the one shipped with the package. */
  catalogueDir: process.env.CATALOGUE_DIR || defaultCatalogueDir(),
  /**
   * The server as it would start, for the launch check: its settings (the root script reads the
   * settings file into the environment first) and the build it serves (WEB_BUILD_DIR).
   */
  runningSite: {
    settings: { ...process.env },
    buildDir: process.env.WEB_BUILD_DIR ? resolve(process.env.WEB_BUILD_DIR) : undefined,
  } satisfies RunningSite,
};
