import { defineConfig } from "vitest/config";

// Pure game maths: one module graph per worker (isolate: false) is safe and saves the per-file
// start-up that otherwise outweighs the tests.
export default defineConfig({ test: { name: "@croupier/games", include: ["src/**/*.test.ts"], isolate: false } });
