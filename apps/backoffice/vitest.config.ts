import { defineConfig } from "vitest/config";

// The back office's pure modules (formatting, navigation, access rules) in Node, and a few
// components in a simulated document (`*.dom.test.tsx`, `// @vitest-environment happy-dom`); the
// pages are proven end to end in e2e/backoffice.
export default defineConfig({
  test: { name: "@croupier/backoffice", include: ["src/**/*.test.ts", "src/**/*.test.tsx"], isolate: false },
});
