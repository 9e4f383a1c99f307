import { defineConfig } from "vitest/config";

// One Vitest run covers every workspace's unit and integration tests (end-to-end tests run under
// Playwright in e2e/). Platform tests run against PGlite, or the server named by DATABASE_URL.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts"],
  },
});
