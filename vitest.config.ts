import { defineConfig } from "vitest/config";

// One Vitest run covers every workspace's unit and integration tests (end-to-end tests run under
// Playwright in e2e/). Platform tests run against PGlite, or the server named by DATABASE_URL.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts"],
    // Vitest's default is one worker fewer than the cores: one worker on these two-core machines,
    // which left a third of the CPU idle while tests waited on databases, sockets and child
    // processes (vmstat through a CI run). Two workers use both cores.
    maxWorkers: 2,
  },
});
