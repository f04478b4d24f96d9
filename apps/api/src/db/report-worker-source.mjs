// The report thread when the server runs from its TypeScript source (tests, `npm run dev`): a worker
// thread of Node 20 does not inherit the parent's TypeScript loader, so it loads one itself. The
// built server starts dist/report-worker.js instead.
import { tsImport } from "tsx/esm/api";

await tsImport("./report-worker.ts", import.meta.url);
