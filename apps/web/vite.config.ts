import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { buildEnv } from "./env";

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    // In development the API runs beside Vite; forms and article requests go through here.
    proxy: { "/api": `http://127.0.0.1:${buildEnv.apiPort}` },
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
});
