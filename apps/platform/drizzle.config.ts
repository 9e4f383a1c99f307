import { defineConfig } from "drizzle-kit";

// `npm run db:generate -w apps/platform` writes a new migration into migrations/ from the
// module schemas; migrations are committed and applied at start-up (forward-only).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./migrations",
});
