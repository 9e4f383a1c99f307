import { defineConfig } from "vitest/config";

// The back office's pure modules (formatting, navigation, access rules) in Node, and a few
// components in a simulated document (`*.dom.test.tsx`, `// @vitest-environment happy-dom`); the
// pages are proven end to end in e2e/backoffice.
export default defineConfig({
  test: {
    name: "@croupier/backoffice",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    isolate: false,
    // A dialog test clicks through several Mantine selects; beside the platform's tests on two
    // cores one took 8 s of a 5 s default (the site's tests allow 15 s for the same reason).
    testTimeout: 15_000,
  },
});
