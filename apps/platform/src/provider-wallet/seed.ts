import { randomBytes } from "node:crypto";
import type { SeedStep } from "../seed/run-seeds.ts";
import { gameProviders } from "./schema.ts";

/** The in-house studio, a provider like any other: its secret is PROVIDER_SECRET_CROUPIER_STUDIO or random. */
export const providerWalletSeeds: SeedStep[] = [
  {
    name: "games.providers.v1",
    run: async (tx) => {
      const secret = process.env.PROVIDER_SECRET_CROUPIER_STUDIO || randomBytes(32).toString("hex");
      await tx
        .insert(gameProviders)
        .values({ id: "croupier-studio", name: "Croupier Studio", secret })
        .onConflictDoNothing();
    },
  },
];
