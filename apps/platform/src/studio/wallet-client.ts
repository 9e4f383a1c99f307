import { randomUUID } from "node:crypto";
import type { ProviderWalletAnswer } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error.ts";
import { findProvider } from "../provider-wallet/repository.ts";
import { PROVIDER_SIGNATURE_HEADER, signProviderBody } from "../provider-wallet/signature.ts";

// The studio is a provider like any other: it moves real money only by calling the seamless
// wallet (docs/provider-wallet-protocol.md) with bodies signed by its own secret. The call goes
// through the platform's HTTP handler in-process (inject), so the studio exercises exactly what a
// third-party provider's call exercises: routing, signature, parsing, idempotency, the ledger.

export const STUDIO_PROVIDER_ID = "croupier-studio";

export type WalletCallName = "balance" | "bet" | "win" | "rollback";

export interface ProviderWallet {
  call(name: WalletCallName, body: Record<string, unknown>): Promise<ProviderWalletAnswer>;
}

export function createInjectedWallet(app: FastifyInstance, providerId = STUDIO_PROVIDER_ID): ProviderWallet {
  return {
    async call(name, body) {
      const provider = await findProvider(app.database.db, providerId);
      if (!provider) throw new AppError("game_unavailable");
      const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
      const response = await app.inject({
        method: "POST",
        url: `/api/provider-wallet/${providerId}/${name}`,
        payload: raw,
        headers: {
          "content-type": "application/json",
          [PROVIDER_SIGNATURE_HEADER]: signProviderBody(provider.secret, raw),
        },
      });
      // Not an answer of the protocol (always HTTP 200): the outcome is unknown, so the play stays
      // pending and the same calls are repeated later.
      if (response.statusCode !== 200) throw new Error(`provider wallet ${name} answered HTTP ${response.statusCode}`);
      return response.json() as ProviderWalletAnswer;
    },
  };
}
