import type { StudioFairness } from "@croupier/contract";
import { type GameState, INITIAL_STATE, parseGameState } from "@croupier/games";
import type { Executor } from "../db/database.ts";
import type { Owner } from "./owner.ts";
import { findLastSettledPlay } from "./plays-repository.ts";
import type { SeedPair } from "./seeds-repository.ts";

// A round's state lives in the result of its last settled play: a slot's free spins carry on from
// there (in the same currency), so a round interrupted anywhere resumes where it stood.

export interface OpenRound {
  state: GameState;
  /** The round's reference at the wallet; null when no round is open (the next play starts one). */
  roundRef: string | null;
}

export async function findOpenRound(db: Executor, owner: Owner, titleId: string, currency: string): Promise<OpenRound> {
  const last = await findLastSettledPlay(db, owner, titleId, currency);
  if (!last || last.roundClosed) return { state: INITIAL_STATE, roundRef: null };
  const result = last.result as { nextState?: unknown };
  return { state: parseGameState(result.nextState), roundRef: last.roundRef };
}

export function fairnessOf(seed: SeedPair): StudioFairness {
  return { server_seed_hash: seed.serverSeedHash, client_seed: seed.clientSeed, next_nonce: seed.nextNonce };
}
