import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "happy-dom",
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
  },
});
