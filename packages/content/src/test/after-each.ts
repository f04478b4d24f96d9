import { afterEach } from "vitest";
import { removeCopies } from "./catalogue-copy";

// After every test of every file, failing or not, the catalogue copies it made are removed.
// Registered here, a setup file that runs for each test file: the files share a worker's modules
// (isolate: false), so a hook at the helper's top level was registered once, for the first file
// that imported it, and every later file's copies were left behind.
afterEach(removeCopies);
