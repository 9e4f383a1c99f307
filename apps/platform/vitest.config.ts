import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "@croupier/platform",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test/global-setup.ts"],
    // A first start on a fresh PGlite (persistence tests) takes a few seconds on a busy 2-core box.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    passWithNoTests: true,
    isolate: false,
  },
});
