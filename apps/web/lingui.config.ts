import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// One .po catalogue per locale; source strings are the English texts (message ids are generated).
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es", "pt", "pt-BR", "ru"],
  fallbackLocales: { default: "en" },
  catalogs: [{ path: "<rootDir>/app/locales/{locale}/messages", include: ["<rootDir>/app"], exclude: ["**/*.test.*"] }],
  format: formatter({ lineNumbers: false }),
});
