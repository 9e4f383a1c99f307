import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Component tests render the real components: their Lingui macros are compiled and their
  // `.po` catalogues imported as on the site.
  plugins: [lingui({ macroTransform: true, cwd: import.meta.dirname })],
  test: {
    name: "@croupier/web",
    include: ["src/**/*.test.ts", "app/**/*.test.ts", "app/**/*.test.tsx"],
    passWithNoTests: true,
    setupFiles: ["app/test/load-validation-texts.ts"],
    // Tests restore what they stub (globals, timers): one module graph per worker saves the
    // per-file start-up that otherwise outweighs the tests. Component tests (`*.dom.test.tsx`)
    // run in a simulated browser document: each says so in its first line
    // (`// @vitest-environment happy-dom`), the rest run in Node.
    isolate: false,
    // A test may wait in more than one `findBy…` (5 s each, test/render-page.tsx) while the
    // platform's tests share the two cores: 15 s is waiting, not retrying.
    testTimeout: 15_000,
  },
});
