import type { ApiFailure } from "@croupier/contract/client/call";

// How the screen words a result and a refusal. Player protection: a "win" that returns no more
// than the stake is a loss in disguise, so it is stated plainly and never celebrated, as the play
// rule `celebrate_only_real_wins` asks (default true; UK: required).

export type WinTone = "loss" | "returned" | "win";

/**
 * loss: nothing back; returned: something back but not more than staked; win: more than staked.
 * With `celebrateOnlyRealWins` off (the operator's play rules), anything back is a win.
 */
export function winTone(win: number, stake: number, celebrateOnlyRealWins = true): WinTone {
  if (win <= 0) return "loss";
  return win > stake || !celebrateOnlyRealWins ? "win" : "returned";
}

export type RefusalKind =
  | "insufficient_funds"
  | "too_soon"
  | "session_ended"
  | "invalid_bet"
  | "in_progress"
  | "round_open"
  | "limit_reached"
  | "network"
  | "other";

export function refusalKind(error: ApiFailure): RefusalKind {
  // Status 0: no answer came.
  if (error.status === 0) return "network";
  switch (error.code) {
    case "insufficient_funds":
    case "too_soon":
    case "session_ended":
    case "round_open":
    case "limit_reached":
      return error.code;
    case "play_in_progress":
      return "in_progress";
    case "player_disabled":
    case "game_unavailable":
      return "session_ended";
  }
  if (error.status === 401 || error.status === 410) return "session_ended";
  if (error.status === 402) return "insufficient_funds";
  if (error.status === 429) return "too_soon";
  if (error.status === 422) return "invalid_bet";
  return "other";
}

/** Whole seconds left until a time, rounded up so "0 s" never shows while still waiting. */
export function secondsUntil(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/** The first message of a 422, whatever field it sits on. */
export function firstFieldMessage(error: ApiFailure): string | undefined {
  for (const messages of Object.values(error.errors ?? {})) if (messages[0]) return messages[0];
  return undefined;
}

/** The platform's words for a refusal; none when no answer came (the client's "network" is no text for people). */
export function refusalMessage(error: ApiFailure): string | undefined {
  return error.status === 0 ? undefined : error.error;
}
