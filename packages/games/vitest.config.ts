import { defineConfig } from "vitest/config";

export default defineConfig({ test: { name: "@croupier/games", include: ["src/**/*.test.ts"] } });
