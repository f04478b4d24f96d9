// A vitest reporter that writes each test file's own time to test-results/file-times.json: its
// import, environment, tests and hooks. (The JSON report's file times start at the first test, so a
// file whose beforeAll builds the site looked as if it took seconds.) `npm test` lists the slowest.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** @typedef {import("vitest/node").Reporter} Reporter */

/** @implements {Reporter} */
export default class FileTimes {
  /** @type {{ file: string; ms: number }[]} */
  files = [];
  root = "";

  /** @param {import("vitest/node").Vitest} vitest */
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  /** @param {import("vitest/node").TestModule} testModule */
  onTestModuleEnd(testModule) {
    const time = testModule.diagnostic();
    const ms = time.environmentSetupDuration + time.prepareDuration + time.collectDuration + time.duration;
    this.files.push({ file: testModule.moduleId, ms: Math.round(ms) });
  }

  onTestRunEnd() {
    const dir = join(this.root, "test-results");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "file-times.json"), `${JSON.stringify(this.files, null, 2)}\n`);
  }
}
