import { isDeepStrictEqual } from "node:util";
import type { StudioVerification } from "@croupier/contract";
import {
  findStudioTitle,
  type GameAction,
  type GameState,
  INITIAL_STATE,
  parseGameState,
  toApiJson,
  toJsonSafe,
  verifyRound,
} from "@croupier/games";
import { AppError } from "../errors/app-error.ts";
import { parseAction } from "./actions.ts";
import type { StudioContext, StudioDeps } from "./context.ts";
import { gameError, toRequestError } from "./errors.ts";
import { findPlay } from "./plays-repository.ts";
import { findSeed } from "./seeds-repository.ts";

// Replaying a play from revealed seeds with packages/games' verifyRound: the same function the
// platform played it with, so a valid replay with the same outcome is the round itself.

export interface VerifyInput {
  titleId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  state: unknown;
  action: unknown;
}

/** POST /api/studio/verify: any seeds; a wrong seed or hash is an answer (valid: false), not an error. */
export function verifyAnyRound(input: VerifyInput): StudioVerification {
  if (!findStudioTitle(input.titleId)) {
    throw new AppError("validation_failed", undefined, { fields: { title_id: ["unknown studio title"] } });
  }
  const action = parseAction(input.action);
  let state: GameState;
  try {
    state =
      input.state === null || input.state === undefined ? INITIAL_STATE : parseGameState(fromApiState(input.state));
  } catch (error) {
    throw new AppError("validation_failed", undefined, {
      fields: { state: [error instanceof Error ? error.message : "invalid state"] },
    });
  }
  const checked = replay(input, state, action);
  if (!checked.valid) return { valid: false, reason: checked.reason, stake: null, win: null, outcome: null };
  const { result } = checked;
  return {
    valid: true,
    reason: null,
    stake: Number(result.stake),
    win: Number(result.win),
    outcome: toApiJson(result.outcome),
  };
}

/** A state as the API answered it (amounts as numbers) in packages/games' stored form (strings). */
function fromApiState(state: unknown): unknown {
  if (state === null || typeof state !== "object" || Array.isArray(state)) return state;
  const money = ["bet", "roundWin"];
  return Object.fromEntries(
    Object.entries(state).map(([key, value]) => [
      key,
      money.includes(key) && typeof value === "number" && Number.isSafeInteger(value) && value >= 0
        ? String(value)
        : value,
    ]),
  );
}

function replay(input: VerifyInput, state: GameState, action: GameAction) {
  try {
    return verifyRound(input.serverSeed, input.serverSeedHash, input.clientSeed, input.nonce, input.titleId, {
      state,
      action,
    });
  } catch (error) {
    throw toRequestError(error, input.action as Record<string, unknown>);
  }
}

/** GET /api/studio/plays/{id}/verify: one of the owner's plays, once its seed pair is revealed. */
export async function verifyOwnPlay(
  deps: StudioDeps,
  context: StudioContext,
  playId: number,
): Promise<StudioVerification> {
  const play = await findPlay(deps.db, playId);
  const owned =
    play &&
    (context.owner.kind === "player"
      ? play.playerId === context.owner.playerId
      : play.demoSessionId === context.owner.demoSessionId);
  if (!play || !owned || play.status !== "settled") throw new AppError("not_found");
  const seed = await findSeed(deps.db, play.seedId);
  if (!seed?.revealedAt) throw gameError("seed_not_revealed");
  const state = play.stateBefore === null ? INITIAL_STATE : parseGameState(play.stateBefore);
  const action = parseAction(play.action);
  const input = {
    titleId: play.titleId,
    serverSeed: seed.serverSeed,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: play.nonce,
    state,
    action,
  };
  const checked = replay(input, state, action);
  if (!checked.valid) return { valid: false, reason: checked.reason, stake: null, win: null, outcome: null };
  const { result } = checked;
  // The stored outcome must be exactly the replayed one (JSON key order aside).
  const same = isDeepStrictEqual(JSON.parse(JSON.stringify(toJsonSafe(result))), play.result);
  return {
    valid: same,
    reason: same ? null : "outcome_mismatch",
    stake: Number(result.stake),
    win: Number(result.win),
    outcome: toApiJson(result.outcome),
  };
}
