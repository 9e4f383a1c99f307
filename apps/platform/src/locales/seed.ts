import type { SeedStep } from "../seed/run-seeds.ts";
import { locales } from "./schema.ts";

export const localeSeeds: SeedStep[] = [
  {
    name: "locales.v1",
    run: async (tx) => {
      await tx.insert(locales).values([
        { code: "en", name: "English", nameInLocale: "English", isDefault: true, position: 1 },
        { code: "es", name: "Spanish", nameInLocale: "Español", position: 2 },
        { code: "pt", name: "Portuguese", nameInLocale: "Português", position: 3 },
        { code: "pt-BR", name: "Portuguese (Brazil)", nameInLocale: "Português (Brasil)", position: 4 },
        { code: "ru", name: "Russian", nameInLocale: "Русский", position: 5 },
      ]);
    },
  },
];
