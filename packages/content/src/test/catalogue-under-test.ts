import { defaultCatalogueDir } from "../load/catalogue-dir";

/**
 * The catalogue the content tests read: the shipped one, or the copy with one more town that the
 * new-town run names in CATALOGUE_DIR (new-town.test.ts). Read here, by the tests, because the
 * package itself reads no environment: its callers pass the directory.
 */
export const catalogueUnderTest = process.env.CATALOGUE_DIR || defaultCatalogueDir();
