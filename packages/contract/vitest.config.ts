import { defineConfig } from "vitest/config";

// Pure functions and schemas: one module graph per worker (isolate: false) is safe and saves the
// per-file start-up that otherwise outweighs the tests.
export default defineConfig({ test: { name: "@croupier/contract", include: ["src/**/*.test.ts"], isolate: false } });
