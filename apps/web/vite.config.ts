import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    // In development the API runs beside Vite; forms and article requests go through here.
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
  build: {
    assetsInlineLimit: 0,
  },
});
