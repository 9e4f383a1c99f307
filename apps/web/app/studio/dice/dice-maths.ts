// The dice screen's own helpers: reading what the player types and showing hundredths. The rules
// themselves (target, multiplier, payout) are the engine's, through dice-quote.ts.

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
