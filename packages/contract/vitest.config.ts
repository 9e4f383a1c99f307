import { defineConfig } from "vitest/config";

export default defineConfig({ test: { name: "@croupier/contract", include: ["src/**/*.test.ts"] } });
