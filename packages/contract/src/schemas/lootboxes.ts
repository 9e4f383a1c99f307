import { z } from "zod";
import { recordIdParams } from "./record-id.ts";

// Loot boxes: the API family's shape (api-contract.md, Lootboxes) plus `fairness`, our own
// addition: the commitment shown before opening and the seeds revealed after, so a player can
// verify the draw (POST /api/lootboxes/verify, or any HMAC-SHA256 tool).

export const LOOTBOX_STAGES = ["issued", "opened", "expired"] as const;

export const lootboxPrizeView = z.object({
  title: z.string(),
  type: z.enum(["bonus", "comp_points", "freespins"]),
  attributes: z.record(z.string(), z.union([z.number(), z.string()])),
  result_bonus: z.array(z.record(z.string(), z.union([z.number(), z.string()]))),
});

export const playerLootbox = z
  .object({
    id: z.number().int(),
    title: z.string(),
    currency: z.string(),
    stage: z.enum(LOOTBOX_STAGES),
    strategy: z.string(),
    group_key: z.string(),
    display: z.number().int(),
    created_at: z.string(),
    valid_until: z.string(),
    items: z.array(
      z.object({
        id: z.number().int(),
        weight: z.number().int(),
        /** True for the item the opening drew. */
        prize: z.boolean(),
        bonuses: z.array(lootboxPrizeView),
      }),
    ),
    fairness: z.object({
      /** SHA-256 of the server seed, fixed when the box was awarded. */
      server_seed_hash: z.string(),
      /** Revealed once the box is opened. */
      server_seed: z.string().nullable(),
      client_seed: z.string().nullable(),
      nonce: z.number().int(),
    }),
    prize_item_id: z.number().int().nullable(),
  })
  .meta({ id: "PlayerLootbox" });
export const playerLootboxes = z.array(playerLootbox);
export type PlayerLootbox = z.infer<typeof playerLootbox>;

export const lootboxParams = recordIdParams;

/** POST /api/player/lootboxes/{id}/activation: the player's own seed is optional (one is made up). */
export const openLootboxBody = z
  .object({ client_seed: z.string().max(64).optional() })
  .nullish()
  .meta({ id: "OpenLootbox" });

export const verifyLootboxBody = z
  .object({
    server_seed: z.string().max(64),
    client_seed: z.string().max(64),
    nonce: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31),
    weights: z
      .array(
        z
          .number()
          .int()
          .positive()
          .max(2 ** 24),
      )
      .min(1)
      .max(100),
  })
  .meta({ id: "VerifyLootbox" });
export const lootboxVerification = z
  .object({ server_seed_hash: z.string(), item_index: z.number().int() })
  .meta({ id: "LootboxVerification" });
