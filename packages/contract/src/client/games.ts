import type {
  AllowedGames,
  GameCollection,
  GameDeviceKind,
  GameLaunch,
  GameProviderInfo,
  GamesInfo,
  PlayerGameRound,
  UnfinishedGame,
  Winner,
} from "../schemas/games.ts";
import type { GamesFilterPage, GamesFilterRequest } from "../schemas/games-filter.ts";
import type { GameSessionStats, OpenGameSession } from "../schemas/studio.ts";
import type { ApiCall } from "./call.ts";

/** Games, favourites, rounds and game sessions. */
export function gameCalls(call: ApiCall) {
  const get = <T>(path: string) => call<T>("GET", path);
  return {
    getAllowedGames: (device: GameDeviceKind) => get<AllowedGames>(`/api/games/allowed_${device}`),
    /** One page of games matching a filter, playable games first. */
    filterGames: (request: GamesFilterRequest) => call<GamesFilterPage>("POST", "/api/games_filter", request),
    getGameCollections: () => get<GameCollection[]>("/api/games/collections"),
    getGameProviders: () => get<GameProviderInfo[]>("/api/games/providers"),
    getGamesInfo: (identifiers: readonly string[]) =>
      get<GamesInfo>(`/api/games_info?${identifiers.map((id) => `identifiers[]=${encodeURIComponent(id)}`).join("&")}`),
    /** Where the game iframe goes for a per-currency game id (401 real money signed out, 409 game_unavailable). */
    launchGame: (gameCurrencyId: number, device: GameDeviceKind) =>
      get<GameLaunch>(`/api/games/${gameCurrencyId}/play?device=${device}`),
    getFavoriteGames: () => get<number[]>("/api/player/favorite_games"),
    addFavoriteGame: (gameCurrencyId: number) => call<null>("PUT", `/api/player/favorite_games/${gameCurrencyId}`),
    removeFavoriteGame: (gameCurrencyId: number) =>
      call<null>("DELETE", `/api/player/favorite_games/${gameCurrencyId}`),
    getPlayerGames: () => get<PlayerGameRound[]>("/api/player/games"),
    getUnfinishedGames: (device: GameDeviceKind) => get<UnfinishedGame[]>(`/api/player/unfinished_games/${device}`),
    getWinners: (kind: "latest" | "top") => get<Winner[]>(`/api/stats/winners/${kind}`),
    getGameSessionStats: (sessionId: number) => get<GameSessionStats>(`/api/player/game_sessions/${sessionId}`),
    closeGameSession: (sessionId: number) => call<null>("DELETE", `/api/player/game_sessions/${sessionId}`),
    /** The player's real-money game sessions still open (another tab or device), newest first. */
    getOpenGameSessions: () => get<OpenGameSession[]>("/api/player/game_sessions"),
  };
}
