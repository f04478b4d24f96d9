// `npm start`: install, build (cached by turbo), then serve the site and its API on one port.
import { spawn } from "node:child_process";
import { install, turbo } from "./pnpm.mjs";

const root = new URL("..", import.meta.url).pathname;
const started = Date.now();

install();
turbo(["run", "build", "--filter=@brightwater/api", "--filter=@brightwater/web", "--output-logs=errors-only"]);
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s. Starting the server…`);

const server = spawn(process.execPath, ["apps/api/dist/server.js"], {
  cwd: root,
  stdio: "inherit",
  env: {
    NODE_ENV: "production",
    WEB_BUILD_DIR: "apps/web/build",
    DATABASE_PATH: "./data/site.db",
    ...process.env,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
