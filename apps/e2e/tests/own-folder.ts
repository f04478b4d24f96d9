import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A folder for a test file's own work: named when the file loads, made when its tests begin. The
 * runner loads each file to list its tests too, in a process where no hook runs: a folder made at
 * load time there was never removed. The file's `afterAll` removes it.
 */
export function ownFolder(prefix: string) {
  const path = join(tmpdir(), `${prefix}${process.pid}-${randomBytes(4).toString("hex")}`);
  return { path, make: () => mkdirSync(path, { recursive: true }) };
}
