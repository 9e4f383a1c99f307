import type { Tournament, TournamentPlayer } from "../schemas/tournaments.ts";
import type { ApiCall } from "./call.ts";

/** Tournaments, their leaderboards and the player's participation (api-contract.md §6). */
export function tournamentCalls(call: ApiCall) {
  const get = <T>(path: string) => call<T>("GET", path);
  return {
    getTournaments: () => get<Tournament[]>("/api/tournaments"),
    getTournament: (id: number) => get<Tournament>(`/api/tournaments/${id}`),
    getRecentTournaments: () => get<Tournament[]>("/api/tournaments/recent"),
    /** The tournaments the signed-in player takes part in. */
    getPlayerTournaments: () => get<Tournament[]>("/api/tournaments/player"),
    /** The player's rows in every tournament they are in. */
    getStatuses: () => get<TournamentPlayer[]>("/api/tournaments/statuses"),
    /** The player's own row in one tournament (empty until they confirm or score). */
    getStatus: (id: number) => get<TournamentPlayer[]>(`/api/tournaments/${id}/status`),
    confirm: (id: number) =>
      call<{ confirmed: boolean }>("POST", `/api/tournaments/${id}/confirm`, { confirmed: true }),
  };
}
