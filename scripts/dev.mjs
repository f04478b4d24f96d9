// `pnpm dev`: Vite (with the API proxied) and the API in watch mode, both reloading on change.
import { install, turbo } from "./pnpm.mjs";

install();
process.env.API_PORT ??= "3001";
process.env.PORT ??= process.env.API_PORT;
process.env.WEB_PORT ??= "5173";
// The browser's origin in development is Vite's; the inbox API refuses changes from any other.
process.env.SITE_ORIGIN ??= `http://localhost:${process.env.WEB_PORT}`;
// Both servers show drafts (pages, cities, articles marked "draft": true); production never does.
process.env.CATALOGUE_DRAFTS ??= "show";
// Loose env mode: the dev servers see PORT, API_PORT, WEB_PORT, SITE_ORIGIN and the rest of the shell's settings.
turbo(["run", "dev", "--filter=@brightwater/api", "--filter=@brightwater/web", "--env-mode=loose"]);
