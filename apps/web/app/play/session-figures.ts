import type { GameSessionStats } from "@croupier/contract/schemas/studio";

// The figures of a real-money game session as the player sees them: the net position (UK RTS 2E:
// wins minus losses since the session started, in the account's currency) and the reality check's
// wins, losses and wagers.

export type NetTone = "up" | "down" | "even";

export function netTone(netCents: number): NetTone {
  return netCents > 0 ? "up" : netCents < 0 ? "down" : "even";
}

/** A signed amount: "+€1.20", "−€3.00" (a true minus sign), "€0.00". */
export function signedAmount(netCents: number, format: (cents: number) => string): string {
  const tone = netTone(netCents);
  const text = format(Math.abs(netCents));
  return tone === "up" ? `+${text}` : tone === "down" ? `−${text}` : text;
}

/**
 * Wins and losses of the session as the reality check states them: what was won in total, and
 * what was lost overall (wagered minus won when that is positive, else nothing).
 */
export function sessionOutcome(stats: Pick<GameSessionStats, "wagered" | "won">): {
  wagered: number;
  won: number;
  lost: number;
  net: number;
} {
  const net = stats.won - stats.wagered;
  return { wagered: stats.wagered, won: stats.won, lost: Math.max(0, -net), net };
}
