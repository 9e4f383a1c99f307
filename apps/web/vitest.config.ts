import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "@croupier/web",
    include: ["src/**/*.test.ts", "app/**/*.test.ts", "app/**/*.test.tsx"],
    passWithNoTests: true,
    setupFiles: ["app/test/load-validation-texts.ts"],
    // Tests restore what they stub (globals, timers): one module graph per worker saves the
    // per-file start-up that otherwise outweighs the tests.
    isolate: false,
  },
});
