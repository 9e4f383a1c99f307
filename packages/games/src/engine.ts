import { type DiceOutcome, rollDice } from "./dice/roll.ts";
import type { DiceDirection } from "./dice/rules.ts";
import { GameRuleError } from "./errors.ts";
import type { RandomSource } from "./fair/random-source.ts";
import type { MinorUnits } from "./money.ts";
import type { RouletteBet } from "./roulette/bets.ts";
import { type RouletteOutcome, spinRoulette } from "./roulette/spin.ts";
import { type CompiledSlot, compileSlot } from "./slot/compile.ts";
import { IDLE, playSlot, type SlotAction, type SlotOutcome, type SlotState } from "./slot/round.ts";
import { findStudioTitle } from "./titles/registry.ts";
import type { SlotTitle, StudioTitle } from "./titles/title.ts";

// One entry point for every studio title: play(titleId, state, action, random). The platform
// stores the returned state and passes it back with the next action; roulette and dice rounds
// always close at once, so their state is always idle.

export type GameState = SlotState;

export type RouletteAction = { type: "place_bets"; bets: RouletteBet[] };
export type DiceRollAction = { type: "roll"; bet: MinorUnits; direction: DiceDirection; target: number };
export type GameAction = SlotAction | RouletteAction | DiceRollAction;

interface PlayResultBase {
  titleId: string;
  /** Debit for this action (0 for a free spin). */
  stake: MinorUnits;
  /** Credit for this action, stake included where a bet wins (0 on a loss). */
  win: MinorUnits;
  /** The round's total win so far; final once roundClosed. */
  roundWin: MinorUnits;
  roundClosed: boolean;
  nextState: GameState;
}

export type PlayResult =
  | (PlayResultBase & { engine: "slot"; outcome: SlotOutcome })
  | (PlayResultBase & { engine: "roulette"; outcome: RouletteOutcome })
  | (PlayResultBase & { engine: "dice"; outcome: DiceOutcome });

export const INITIAL_STATE: GameState = IDLE;

const compiledSlots = new Map<string, CompiledSlot>();

/** Compiles a slot title's definition once per process (the definition is immutable data). */
export function compiledSlotOf(title: SlotTitle): CompiledSlot {
  let slot = compiledSlots.get(title.id);
  if (!slot) {
    slot = compileSlot(title.definition);
    compiledSlots.set(title.id, slot);
  }
  return slot;
}

export function getTitle(titleId: string): StudioTitle {
  const title = findStudioTitle(titleId);
  if (!title) throw new GameRuleError("unknown_title", `no studio title ${titleId}`);
  return title;
}

function assertIdle(state: GameState | null): void {
  if (state !== null && state.phase !== "idle") throw new GameRuleError("invalid_state", "this game has no open round");
}

export function play(titleId: string, state: GameState | null, action: GameAction, random: RandomSource): PlayResult {
  const title = getTitle(titleId);
  if (title.engine === "slot") {
    if (action.type !== "spin" && action.type !== "bonus_buy" && action.type !== "free_spin") {
      throw new GameRuleError("invalid_action", `a slot takes spin, bonus_buy or free_spin, not ${action.type}`);
    }
    const step = playSlot(compiledSlotOf(title), title.betLimits, state ?? IDLE, action, random);
    return { titleId, engine: "slot", ...step };
  }
  assertIdle(state);
  if (title.engine === "roulette") {
    if (action.type !== "place_bets") throw new GameRuleError("invalid_action", "roulette takes place_bets");
    const outcome = spinRoulette(action.bets, title.limits, random);
    return closed(titleId, { engine: "roulette", outcome }, outcome.stake, outcome.win);
  }
  if (action.type !== "roll") throw new GameRuleError("invalid_action", "dice takes roll");
  const outcome = rollDice(title.table, action, random);
  return closed(titleId, { engine: "dice", outcome }, outcome.stake, outcome.win);
}

function closed(
  titleId: string,
  played: { engine: "roulette"; outcome: RouletteOutcome } | { engine: "dice"; outcome: DiceOutcome },
  stake: MinorUnits,
  win: MinorUnits,
): PlayResult {
  return { titleId, ...played, stake, win, roundWin: win, roundClosed: true, nextState: IDLE };
}
