import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { webCommand } from "../../scripts/web-command.mjs";

// Publishes a changed copy of the shipped catalogue into a copy of the site's build, as a
// marketer's edit goes live (`npm run publish`, decision 022): a publish renders a page byte for
// byte as the build did, for a fraction of a build's time.
const webDir = new URL("../..", import.meta.url).pathname;
export const catalogueDir = new URL("../../../../packages/content/catalogue", import.meta.url).pathname;

/**
 * A publisher of catalogue copies for one test file; each copy's build stays inside the app, where
 * its kept server bundle finds node_modules. Other suites build beside it at the same time: each
 * removes only its own directories.
 */
export function catalogueCopies(prefix: string) {
  const work = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const ownBuilds: string[] = [];
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
    for (const dir of ownBuilds) rmSync(dir, { recursive: true, force: true });
  });
  return {
    work,
    /** Publishes the shipped catalogue changed by `change`; answers the client directory and the output. */
    publish(name: string, change: (dir: string) => void): { client: string; stdout: string } {
      const built = join(webDir, "build");
      if (!existsSync(join(built, "build-record.json")))
        throw new Error(`${built} holds no build: this test publishes into a copy of it (run the web build first)`);
      const catalogue = join(work, `${name}-catalogue`);
      const out = join(webDir, ".test-builds", `${prefix}-${name}`);
      ownBuilds.push(out);
      rmSync(out, { recursive: true, force: true });
      cpSync(built, out, { recursive: true });
      cpSync(catalogueDir, catalogue, { recursive: true });
      change(catalogue);
      // The build lets samples through (the production start and a publish refuse them unless allowed).
      // NODE_ENV as the publish service sets it (deploy/brightwater-publish.service): React's
      // production build renders, as in the build's prerender, and not this test run's development
      // one (about a second of CPU more here).
      const env = {
        ...process.env,
        NODE_ENV: "production",
        CATALOGUE_DIR: catalogue,
        WEB_BUILD_OUT: out,
        ALLOW_SAMPLE_CONTENT: "1",
      };
      const [program, args] = webCommand("publish");
      const result = spawnSync(program, args, {
        cwd: webDir,
        env,
        encoding: "utf8",
      });
      if (result.status !== 0) throw new Error(`publish failed:\n${result.stdout}\n${result.stderr}`);
      return { client: join(out, "client"), stdout: result.stdout };
    },
  };
}
