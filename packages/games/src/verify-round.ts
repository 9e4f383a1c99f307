import { type GameAction, type GameState, type PlayResult, play } from "./engine.ts";
import { GameRuleError } from "./errors.ts";
import { createRoundStream, type RoundSeeds } from "./fair/round-stream.ts";
import { serverSeedMatchesHash } from "./fair/server-seed.ts";

// Replays a round once its server seed is revealed: the seed must hash to the commitment shown
// before play, then the round is played again from the same state and action on the same stream.
// The platform uses the same path to play (playWithSeeds), so a verified replay is the round.

export interface RoundParams {
  /** The state before the round (idle for roulette, dice and a slot's paid spin). */
  state: GameState | null;
  action: GameAction;
}

export type Verification =
  | { valid: true; result: PlayResult; wordsUsed: number }
  | { valid: false; reason: "invalid_seed" | "seed_hash_mismatch"; message: string };

export function playWithSeeds(
  titleId: string,
  state: GameState | null,
  action: GameAction,
  seeds: RoundSeeds,
): { result: PlayResult; wordsUsed: number } {
  const stream = createRoundStream(seeds);
  const result = play(titleId, state, action, stream);
  return { result, wordsUsed: stream.wordsUsed() };
}

export function verifyRound(
  serverSeed: string,
  serverSeedHash: string,
  clientSeed: string,
  nonce: number,
  game: string,
  params: RoundParams,
): Verification {
  try {
    if (!serverSeedMatchesHash(serverSeed, serverSeedHash)) {
      return { valid: false, reason: "seed_hash_mismatch", message: "the server seed does not hash to the commitment" };
    }
    return { valid: true, ...playWithSeeds(game, params.state, params.action, { serverSeed, clientSeed, nonce }) };
  } catch (error) {
    if (error instanceof GameRuleError && error.code === "invalid_seed") {
      return { valid: false, reason: "invalid_seed", message: error.message };
    }
    throw error;
  }
}
