import { defineConfig } from "vite";

// The back office: a single-page app the platform serves under /backoffice (backoffice-plugin.ts).
// Its own bundle: nothing here reaches the player site's pages. The dev server forwards the API.
const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3000";

export default defineConfig({
  base: "/backoffice/",
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Source maps would double the files served; the staff's browsers do not need them.
    sourcemap: false,
    // One vendor chunk of about 750 kB (230 kB compressed), loaded once per release by staff on
    // office networks: splitting it would add requests, not save bytes.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      // Mantine marks its modules "use client" for React Server Components; a plain SPA ignores it.
      onLog(level, log, handler) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
        handler(level, log);
      },
      output: {
        // The libraries change less often than our pages: a chunk of their own stays cached. The
        // Content area's editor (Tiptap, ProseMirror) stays out of it: loaded only when it opens.
        codeSplitting: {
          groups: [
            {
              name: "vendor",
              test: /[\\/]node_modules[\\/](?!@tiptap[\\/]|prosemirror-|linkifyjs|orderedmap|rope-sequence|w3c-keyname)/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": apiOrigin } },
});
