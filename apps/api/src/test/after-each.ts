import { afterEach } from "vitest";
import { unmountFullDisks } from "./full-disk";
import { endTest } from "./helpers";

// After every test of every file, failing or not: what it started is closed, what it mounted is
// unmounted, and the folders it made are removed. Registered here, a setup file that runs for each
// test file: the files share a worker's modules (isolate: false), so a hook at a helper's top level
// was registered once, for the first file that imported it, and every later file's servers, disks
// and folders outlived their tests.
afterEach(async () => {
  try {
    await endTest();
  } finally {
    unmountFullDisks();
  }
});
