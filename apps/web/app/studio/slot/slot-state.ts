import type { SlotInfo, SlotState } from "../types.ts";

// The open slot round as the screen shows it. The platform sends the engine's state as JSON; an
// idle or unknown state means no round is open.

export type FreeSpinsState = Extract<SlotState, { phase: "free_spins" }>;

export function freeSpinsOf(state: unknown): FreeSpinsState | null {
  if (typeof state !== "object" || state === null) return null;
  const value = state as Partial<FreeSpinsState>;
  if (value.phase !== "free_spins" || typeof value.spinsLeft !== "number" || value.spinsLeft < 1) return null;
  return {
    phase: "free_spins",
    bet: Number(value.bet ?? 0),
    spinsLeft: value.spinsLeft,
    spinsPlayed: Number(value.spinsPlayed ?? 0),
    spinsAwarded: Number(value.spinsAwarded ?? 0),
    roundWin: Number(value.roundWin ?? 0),
    origin: value.origin === "bonus_buy" ? "bonus_buy" : "spin",
  };
}

/** What the round cost: the paid spin's bet, or the bonus buy's price. */
export function roundStakeOf(round: FreeSpinsState, info: SlotInfo): number {
  return round.origin === "bonus_buy" ? round.bet * (info.bonus_buy?.price_multiplier ?? 1) : round.bet;
}

/** The line bet a bet stands for: line wins are multiples of it. */
export function lineBetOf(bet: number, info: SlotInfo): number {
  return info.lines.length > 0 ? bet / info.lines.length : bet;
}
