// A vitest reporter that writes each test file's own time to test-results/file-times.json: its
// import, environment, tests and hooks. (The JSON report's file times start at the first test, so a
// file whose beforeAll builds the site looked as if it took seconds.) `npm test` lists the slowest.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Reporter, TestModule, Vitest } from "vitest/node";

export default class FileTimes implements Reporter {
  files: { file: string; ms: number }[] = [];
  root = "";

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
  }

  onTestModuleEnd(testModule: TestModule) {
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
