// The environment of this package's own commands (`content:check`, `launch-check`), read once here
// and passed down: the package's library code reads none.
import { defaultCatalogueDir } from "../load/load";

export const commandEnv = {
  /** The catalogue to check: CATALOGUE_DIR (a modified copy), else the one shipped with the package. */
  catalogueDir: process.env.CATALOGUE_DIR || defaultCatalogueDir(),
};
