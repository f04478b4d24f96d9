// `pnpm dev`: Vite (with the API proxied) and the API in watch mode, both reloading on change.
import { install, turbo } from "./pnpm.mjs";

install();
process.env.API_PORT ??= "3001";
process.env.PORT ??= process.env.API_PORT;
// The browser's origin in development is Vite's; the inbox API refuses changes from any other.
process.env.SITE_ORIGIN ??= "http://localhost:5173";
// Loose env mode: the dev servers see PORT, API_PORT, SITE_ORIGIN and the rest of the shell's settings.
turbo(["run", "dev", "--filter=@brightwater/api", "--filter=@brightwater/web", "--env-mode=loose"]);
