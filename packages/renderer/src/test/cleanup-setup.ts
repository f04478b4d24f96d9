// The test files share their worker's document and modules (vitest.config.ts: isolate off), so each
// test's render is removed after it, in every file, not only in those that ask.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(cleanup);
