import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "@croupier/platform",
    include: ["src/**/*.test.ts"],
    // The cluster smoke test starts `npm run cluster` (three nodes, a balancer) on a PostgreSQL
    // server, which a PGlite-only machine does not have: it belongs to the database scope (CI's
    // PostgreSQL pass, or any run with DATABASE_URL).
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ["src/cluster/cluster-smoke.test.ts"])],
    globalSetup: ["src/test/global-setup.ts"],
    // A first start on a fresh PGlite (persistence tests) takes a few seconds on a busy 2-core box.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    passWithNoTests: true,
    // One module graph per worker: each file still gets its own database (test-app.ts), and the
    // platform's module-level state is caches and per-key queues, not per-app state; importing the
    // app once per worker instead of once per file takes a third off the suite.
    isolate: false,
  },
});
