import { renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { tempDir } from "../../test/helpers";
import { routesRecordFile, watchRoutesRecord } from "./published-site";

function writeRecord(buildDir: string, paths: string[]) {
  const file = join(buildDir, routesRecordFile);
  writeFileSync(`${file}.tmp`, JSON.stringify({ paths, redirects: [] }));
  renameSync(`${file}.tmp`, file);
}

it("sees a publish that lands the moment the watch starts", async () => {
  const buildDir = tempDir();
  writeRecord(buildDir, ["/"]);
  let changes = 0;
  const stop = watchRoutesRecord(buildDir, () => {
    changes++;
  });
  try {
    // Before the watch has looked even once: a server that starts while a publish finishes.
    writeRecord(buildDir, ["/", "/service-areas/walkertown-nc"]);
    await expect.poll(() => changes, { timeout: 20_000, interval: 100 }).toBe(1);
  } finally {
    stop();
  }
});
