import { GameRuleError } from "../errors.ts";
import type { RandomSource } from "../fair/random-source.ts";
import { assertStake, type BetLimits, type MinorUnits } from "../money.ts";
import { type CompiledReels, type CompiledSlot, REELS } from "./compile.ts";
import { evaluateWindow } from "./evaluate.ts";

// A slot round as a state machine the platform persists between calls:
//   idle ──spin──▶ idle                       (no trigger: round closed)
//   idle ──spin──▶ free_spins                 (3+ scatters: the base win is the round's first win)
//   idle ──bonus_buy──▶ free_spins            (price × bet staked, no base spin)
//   free_spins ──free_spin──▶ free_spins      (spins left; retriggers add spins)
//   free_spins ──free_spin──▶ idle            (last spin: round closed)
// Every call takes the state and returns the next one; nothing is remembered in between, so a
// round interrupted at any point resumes from its stored state. Each call draws from its own
// random stream (one nonce per call). Money is exact: the bet is a multiple of the line count,
// so every line pays a whole number of minor units.

export type SlotState =
  | { phase: "idle" }
  | {
      phase: "free_spins";
      /** The bet of the paid spin or bonus buy that started the feature; free spins pay on it. */
      bet: MinorUnits;
      spinsLeft: number;
      spinsPlayed: number;
      /** Total awarded so far, retriggers included. */
      spinsAwarded: number;
      /** Everything the round has paid so far, base spin included. */
      roundWin: MinorUnits;
      origin: "spin" | "bonus_buy";
    };

export type SlotAction =
  | { type: "spin"; bet: MinorUnits }
  | { type: "bonus_buy"; bet: MinorUnits }
  | { type: "free_spin" };

export interface SlotLineWin {
  line: number;
  symbol: string;
  count: number;
  win: MinorUnits;
}

export interface SlotOutcome {
  type: SlotAction["type"];
  /** Reel stops drawn (absent for a bonus buy, which draws nothing). */
  stops?: number[];
  /** grid[row][reel] symbol ids, row 0 on top. */
  grid?: string[][];
  lineWins: SlotLineWin[];
  scatterCount: number;
  scatterWin: MinorUnits;
  freeSpinsAwarded: number;
  /** Multiplier applied to this step's wins (1 in the base game). */
  multiplier: number;
  /** This step's win. */
  win: MinorUnits;
}

export interface SlotStep {
  stake: MinorUnits;
  win: MinorUnits;
  outcome: SlotOutcome;
  nextState: SlotState;
  roundClosed: boolean;
  /** The round's total win so far (final when roundClosed). */
  roundWin: MinorUnits;
}

export const IDLE: SlotState = { phase: "idle" };

function drawStops(reels: CompiledReels, random: RandomSource): number[] {
  const stops: number[] = [];
  for (let reel = 0; reel < REELS; reel += 1) stops.push(random.nextInt(reels.lengths[reel] as number));
  return stops;
}

function gridOf(slot: CompiledSlot, reels: CompiledReels, stops: number[]): string[][] {
  return Array.from({ length: slot.rows }, (_, row) =>
    stops.map((stop, reel) => slot.symbols[reels.windows[reel]?.[stop * slot.rows + row] as number]?.id ?? "?"),
  );
}

function spinOutcome(
  slot: CompiledSlot,
  reels: CompiledReels,
  type: "spin" | "free_spin",
  bet: MinorUnits,
  multiplier: number,
  random: RandomSource,
): SlotOutcome {
  const stops = drawStops(reels, random);
  const evaluation = evaluateWindow(slot, reels, stops);
  const lineBet = bet / BigInt(slot.lineCount);
  const factor = BigInt(multiplier);
  const lineWins = evaluation.lineWins.map(({ line, symbol, count, pay }) => ({
    line,
    symbol: slot.symbols[symbol]?.id ?? "?",
    count,
    win: lineBet * BigInt(pay) * factor,
  }));
  const scatterWin = bet * BigInt(evaluation.scatterPay) * factor;
  const freeSpinsAwarded = type === "spin" || slot.definition.freeSpins.retrigger ? evaluation.freeSpinsAwarded : 0;
  return {
    type,
    stops,
    grid: gridOf(slot, reels, stops),
    lineWins,
    scatterCount: evaluation.scatterCount,
    scatterWin,
    freeSpinsAwarded,
    multiplier,
    win: lineWins.reduce((sum, w) => sum + w.win, scatterWin),
  };
}

function assertSlotBet(slot: CompiledSlot, bet: MinorUnits, limits: BetLimits): void {
  assertStake(bet, limits);
  if (bet % BigInt(slot.lineCount) !== 0n) {
    throw new GameRuleError("invalid_bet", `the bet must be a multiple of the ${slot.lineCount} lines`);
  }
}

function assertFreeSpinsState(slot: CompiledSlot, state: Extract<SlotState, { phase: "free_spins" }>): void {
  const valid =
    typeof state.bet === "bigint" &&
    state.bet > 0n &&
    state.bet % BigInt(slot.lineCount) === 0n &&
    Number.isSafeInteger(state.spinsLeft) &&
    state.spinsLeft >= 1 &&
    typeof state.roundWin === "bigint" &&
    state.roundWin >= 0n;
  if (!valid) throw new GameRuleError("invalid_state", "the free-spins state is malformed");
}

function afterFreeSpins(
  state: Extract<SlotState, { phase: "free_spins" }>,
  outcome: SlotOutcome,
  stake: MinorUnits,
): SlotStep {
  const spinsLeft = state.spinsLeft - (outcome.type === "free_spin" ? 1 : 0) + outcome.freeSpinsAwarded;
  const roundWin = state.roundWin + outcome.win;
  const nextState: SlotState =
    spinsLeft > 0
      ? {
          ...state,
          spinsLeft,
          spinsPlayed: state.spinsPlayed + (outcome.type === "free_spin" ? 1 : 0),
          spinsAwarded: state.spinsAwarded + outcome.freeSpinsAwarded,
          roundWin,
        }
      : IDLE;
  return { stake, win: outcome.win, outcome, nextState, roundClosed: spinsLeft === 0, roundWin };
}

export function playSlot(
  slot: CompiledSlot,
  limits: BetLimits,
  state: SlotState,
  action: SlotAction,
  random: RandomSource,
): SlotStep {
  if (state.phase === "free_spins") {
    assertFreeSpinsState(slot, state);
    if (action.type !== "free_spin") throw new GameRuleError("invalid_action", "free spins are in progress");
    const outcome = spinOutcome(slot, slot.free, "free_spin", state.bet, slot.definition.freeSpins.multiplier, random);
    return afterFreeSpins(state, outcome, 0n);
  }
  if (state.phase !== "idle") throw new GameRuleError("invalid_state", "unknown slot phase");
  if (action.type === "spin") {
    assertSlotBet(slot, action.bet, limits);
    const outcome = spinOutcome(slot, slot.base, "spin", action.bet, 1, random);
    if (outcome.freeSpinsAwarded === 0) {
      return {
        stake: action.bet,
        win: outcome.win,
        outcome,
        nextState: IDLE,
        roundClosed: true,
        roundWin: outcome.win,
      };
    }
    const started = {
      phase: "free_spins",
      bet: action.bet,
      spinsLeft: 0,
      spinsPlayed: 0,
      spinsAwarded: 0,
      roundWin: 0n,
      origin: "spin",
    } as const;
    return afterFreeSpins(started, outcome, action.bet);
  }
  if (action.type === "bonus_buy") {
    const buy = slot.definition.bonusBuy;
    if (!buy) throw new GameRuleError("invalid_action", "this slot has no bonus buy");
    assertSlotBet(slot, action.bet, limits);
    const outcome: SlotOutcome = {
      type: "bonus_buy",
      lineWins: [],
      scatterCount: 0,
      scatterWin: 0n,
      freeSpinsAwarded: buy.freeSpins,
      multiplier: 1,
      win: 0n,
    };
    const started = {
      phase: "free_spins",
      bet: action.bet,
      spinsLeft: 0,
      spinsPlayed: 0,
      spinsAwarded: 0,
      roundWin: 0n,
      origin: "bonus_buy",
    } as const;
    return afterFreeSpins(started, outcome, action.bet * BigInt(buy.priceMultiplier));
  }
  throw new GameRuleError("invalid_action", "no free spins are in progress");
}
