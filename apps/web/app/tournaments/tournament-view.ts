import type { Tournament, TournamentPlayer, TournamentStrategy } from "@croupier/contract/schemas/tournaments";
import { truncateName } from "../lib/player.ts";

// What the tournament pages compute from the contract's shapes: the timer's phase (spec point 4),
// each row's score in the tournament's strategy, the player's own row and the leaderboard rows.
// Only types come from the contract, so no zod reaches the site.

export type TimerPhase = "starts" | "ends" | "ended" | "canceled";

/**
 * The timer of point 4: a new tournament "starts in" (until start_at), a started one "ends in"
 * (until end_at), an ended one has ended. A clock that passed its mark before the server's status
 * caught up reads as the next phase, so the timer never shows zero for long.
 */
export function timerPhase(tournament: Pick<Tournament, "status" | "start_at" | "end_at">, now: number): TimerPhase {
  if (tournament.status === "canceled") return "canceled";
  if (tournament.status === "ended") return "ended";
  const start = Date.parse(tournament.start_at);
  const end = Date.parse(tournament.end_at);
  if (tournament.status === "new" && now < start) return "starts";
  return now < end ? "ends" : "ended";
}

/** The moment the phase counts down to (null once ended or canceled). */
export function timerTarget(tournament: Pick<Tournament, "start_at" | "end_at">, phase: TimerPhase): string | null {
  if (phase === "starts") return tournament.start_at;
  if (phase === "ends") return tournament.end_at;
  return null;
}

export type Score =
  | { kind: "money"; cents: number }
  | { kind: "rate"; value: number }
  | { kind: "count"; value: number };

/** A row's score in the tournament's ranking (api-contract §6: spin→games_taken, win→wins…). */
export function scoreOf(strategy: TournamentStrategy, row: TournamentPlayer): Score {
  switch (strategy) {
    case "bet":
      return { kind: "money", cents: row.bet_cents };
    case "win":
      return { kind: "money", cents: row.win_cents };
    case "rate":
      return { kind: "rate", value: row.rate };
    case "spin":
      return { kind: "count", value: row.games_taken };
    case "points":
      return { kind: "count", value: row.points };
  }
}

/** Spec point 9 for the leaderboard and the winners table (the server's names already follow it). */
export function shownName(nickname: string | null | undefined): string {
  return truncateName(nickname ?? "") || "—";
}

/** The places on the leaderboard, first place first (rows without a place yet last). */
export function orderedRows(rows: readonly TournamentPlayer[]): TournamentPlayer[] {
  return [...rows].sort(
    (a, b) => (a.award_place ?? Number.MAX_SAFE_INTEGER) - (b.award_place ?? Number.MAX_SAFE_INTEGER),
  );
}

/** Whether `row` is the player's own: marked by the server, or at the own row's place under its name. */
export function isOwnRow(row: TournamentPlayer, own: TournamentPlayer | null): boolean {
  if (row.current_player) return true;
  if (!own || own.award_place === null) return false;
  return row.award_place === own.award_place && row.nickname === own.nickname;
}

/** The winning places with their prizes, first place first. */
export function placesOf(tournament: Pick<Tournament, "prizes">): Tournament["prizes"] {
  return [...tournament.prizes].sort((a, b) => a.award_place - b.award_place);
}

/** The rules' paragraphs (the description's blank-line-separated blocks). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
}

/** Running and upcoming first (soonest end, then soonest start), as the list shows them. */
export function orderForList(list: readonly Tournament[]): Tournament[] {
  const rank = (t: Tournament) => (t.status === "started" ? 0 : t.status === "new" ? 1 : 2);
  return [...list].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.status === "new"
        ? Date.parse(a.start_at) - Date.parse(b.start_at)
        : Date.parse(a.end_at) - Date.parse(b.end_at)) ||
      a.id - b.id,
  );
}
