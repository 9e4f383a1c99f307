import type { DiceDirection } from "../types.ts";

// The dice rules the screen shows live while the player moves the slider. They mirror
// packages/games/src/dice/rules.ts exactly (the test walks every chance against the engine); the
// engine itself stays out of the browser bundle because its package also carries the HMAC stream.

export const ROLL_OUTCOMES = 10_000;

/** The target (hundredths) that gives a chance: under c, or over 9999 − c. */
export function targetForChance(direction: DiceDirection, chanceBp: number): number {
  return direction === "under" ? chanceBp : ROLL_OUTCOMES - 1 - chanceBp;
}

/** The multiplier as the engine shows it: (10,000 − edge) / chance, four decimals rounded down. */
export function formatMultiplier(houseEdgeBp: number, chanceBp: number): string {
  const tenThousandths = (BigInt(ROLL_OUTCOMES - houseEdgeBp) * 10_000n) / BigInt(chanceBp);
  const whole = tenThousandths / 10_000n;
  return `${whole}.${(tenThousandths % 10_000n).toString().padStart(4, "0")}`;
}

/** What a winning roll returns, stake included, rounded down to the minor unit (as the engine pays). */
export function payoutOnWin(bet: number, houseEdgeBp: number, chanceBp: number): number {
  return Number((BigInt(bet) * BigInt(ROLL_OUTCOMES - houseEdgeBp)) / BigInt(chanceBp));
}

/** "42.17" for 4217 hundredths. */
export function formatHundredths(value: number): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, "0")}`;
}

/** A chance in basis points from what the player typed ("49.5", "49,5"), clamped to the table; null if unreadable. */
export function parseChance(text: string, minBp: number, maxBp: number): number | null {
  const value = Number(text.trim().replace(",", "."));
  if (!Number.isFinite(value) || text.trim() === "") return null;
  return clampChance(Math.round(value * 100), minBp, maxBp);
}

export function clampChance(chanceBp: number, minBp: number, maxBp: number): number {
  return Math.min(maxBp, Math.max(minBp, Math.round(chanceBp)));
}

/** The chance as a percent number for display: 4950 → 49.5. */
export function chancePercent(chanceBp: number): number {
  return chanceBp / 100;
}
