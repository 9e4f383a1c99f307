import type { ApiCall } from "@croupier/contract/client/call";
import type { PlayerLootbox } from "@croupier/contract/schemas/lootboxes";

/** POST /api/lootboxes/verify's answer: the seed's SHA-256 and the index of the item drawn. */
export interface LootboxVerification {
  server_seed_hash: string;
  item_index: number;
}

/**
 * The player's loot boxes (`/api/player/lootboxes`) and the public draw check
 * (`/api/lootboxes/verify`): a call group for the browser's client, kept here so only the loot
 * boxes page carries it. Types only from the contract: no zod reaches the site.
 */
export function lootboxCalls(call: ApiCall) {
  return {
    getPlayerLootboxes: () => call<PlayerLootbox[]>("GET", "/api/player/lootboxes"),
    openLootbox: (id: number, clientSeed?: string) =>
      call<PlayerLootbox>(
        "POST",
        `/api/player/lootboxes/${id}/activation`,
        clientSeed === undefined ? {} : { client_seed: clientSeed },
      ),
    verifyLootbox: (body: { server_seed: string; client_seed: string; nonce: number; weights: number[] }) =>
      call<LootboxVerification>("POST", "/api/lootboxes/verify", body),
  };
}
