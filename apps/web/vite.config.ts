import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { catalogueReload } from "./dev/catalogue-reload";

const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig(({ command }) => {
  // The dev server shows drafts and looks every page up in the catalogue per request (app/routes.ts).
  if (command === "serve") process.env.CATALOGUE_DRAFTS ??= "show";
  return {
    plugins: [catalogueReload(), reactRouter()],
    server: {
      port: Number(process.env.WEB_PORT ?? 5173),
      strictPort: true,
      // In development the API runs beside Vite; forms and article requests go through here.
      proxy: { "/api": `http://127.0.0.1:${apiPort}` },
    },
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          // Our own code in two chunks, each with everything it imports statically: the site's chrome
          // (what the root layout needs, so the inbox page loads no blocks), and the blocks of the
          // catalogue pages. Chunks loaded by import() (articles, forms, the offer) stay apart.
          // Left alone, the bundler cuts modules shared with those into many tiny chunks.
          codeSplitting: {
            groups: [
              {
                name: "site-chrome",
                test: /renderer[\\/]src[\\/](chrome[\\/]site-layout|site-context)\.tsx$/,
                priority: 2,
              },
              { name: "site-blocks", test: /renderer[\\/]src[\\/](page|registry)\.tsx$/, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
