import { z } from "zod";
import { recordIdParams } from "./record-id.ts";

// Free spins: offers of a number of spins on given games at a bet level, to activate before
// `activatable_until`, then played; their winnings become bonus money with its wagering. The API
// family's shape (GET /api/player/freespins); activate with POST …/{id}/activation, forfeit with
// DELETE …/{id}.

/** `issued` (offered, not yet activated), `activated` (spins to play), then `played`, `expired` or `canceled`. */
export const FREESPIN_STAGES = ["issued", "activated", "played", "expired", "canceled"] as const;
export type FreespinStage = (typeof FREESPIN_STAGES)[number];

export const playerFreespin = z
  .object({
    id: z.number().int(),
    title: z.string(),
    type: z.string(),
    group_key: z.union([z.string(), z.boolean()]),
    provider: z.string(),
    currency: z.string(),
    freespins_total: z.number().int(),
    freespins_performed: z.number().int().nullable(),
    bet_level: z.number().int(),
    stage: z.enum(FREESPIN_STAGES),
    /** Game identifiers ("provider/game"). */
    games: z.array(z.string()),
    games_info: z.array(z.unknown()),
    activation_path: z.string(),
    activatable: z.boolean(),
    activatable_until: z.string(),
    activation_condition: z.unknown().nullable(),
    cancelable: z.boolean(),
    valid_until: z.string().nullable(),
    created_at: z.string(),
    /** Our additions: the bet of each spin, the winnings so far, their cap (null: none) and the wagering multiplier they get. */
    bet_cents: z.number().int(),
    win_total_cents: z.number().int(),
    max_win_cents: z.number().int().nullable(),
    wager_multiplier: z.number().int(),
  })
  .meta({ id: "PlayerFreespin" });
export type PlayerFreespin = z.infer<typeof playerFreespin>;

export const playerFreespins = z.array(playerFreespin).meta({ id: "PlayerFreespins" });

export const playerFreespinParams = recordIdParams;

/**
 * What the in-house slot screen needs to play free spins instead of paid spins (GET
 * /api/studio/session, POST /api/studio/play): the activated free spins on this game, the bet each
 * spin is played at, how many are played and left, and what they won so far.
 */
export const studioFreespins = z
  .object({
    id: z.number().int(),
    bet: z.number().int(),
    total: z.number().int(),
    performed: z.number().int(),
    remaining: z.number().int(),
    win_total: z.number().int(),
  })
  .meta({ id: "StudioFreespins" });
export type StudioFreespins = z.infer<typeof studioFreespins>;
