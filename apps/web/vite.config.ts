import { lingui } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The dev server forwards API calls to the platform; media is served from public/ by Vite itself.
const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3000";

export default defineConfig({
  // macroTransform compiles Lingui macros natively (no Babel); .po imports compile on the fly.
  // Missing translations fail `lingui compile --strict`, which the build script runs first.
  plugins: [lingui({ macroTransform: true }), reactRouter()],
  server: {
    proxy: { "/api": { target: apiOrigin, changeOrigin: false } },
  },
});
