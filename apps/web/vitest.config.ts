import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "@croupier/web",
    include: ["src/**/*.test.ts", "app/**/*.test.ts", "app/**/*.test.tsx"],
    passWithNoTests: true,
    setupFiles: ["app/test/load-validation-texts.ts"],
  },
});
