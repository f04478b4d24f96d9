import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";

/** The run's own folder names start so: none the caller named is ever removed. */
const prefix = "brightwater-e2e-";

/** A new folder for the run's throwaway database (playwright.config.ts). */
export const newRunFolder = () => mkdtempSync(join(tmpdir(), prefix));

/** Removes the run's throwaway database folder once every test has ended, failing or not. */
export default function globalTeardown() {
  const folder = dirname(process.env.E2E_DATABASE_PATH ?? "");
  if (dirname(folder) === tmpdir() && basename(folder).startsWith(prefix))
    rmSync(folder, { recursive: true, force: true });
}
