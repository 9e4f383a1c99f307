import { z } from "zod";
import { GAME_CATEGORIES, GAME_DEVICES, PLAY_MODES } from "../games-catalog.ts";

export * from "../games-catalog.ts";

// The game catalog: the allowed lists per device, the
// collections and providers, games_info, favourites, recent/unfinished games and winners. Amounts
// are integer minor units ("cents").

/** `"<provider>/<slug>"`: the key of the allowed lists and the game's identity everywhere. */
export const gameIdentifier = z
  .string()
  .max(200, { error: "format", abort: true })
  .regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, "format");

/**
 * One game in the allowed lists with the lobby's filter fields added:
 * `real` maps each currency to the per-currency game id (the launch and favourite id).
 */
export const allowedGame = z
  .object({
    title: z.string(),
    provider: z.string(),
    /** Collection slug → sort rank within it (1 first); `popularity` orders the whole lobby. */
    collections: z.record(z.string(), z.number().int()),
    real: z.record(z.string(), z.object({ id: z.number().int(), jackpot: z.number().int().optional() })),
    /** Demo launch path (the FUN per-currency id); absent = no demo. */
    demo: z.string().optional(),
    lines: z.number().int().nullable(),
    ways: z.number().int().nullable(),
    volatility_rating: z.string().nullable(),
    hit_rate: z.string().nullable(),
    payout: z.string().nullable(),
    /** Whether the provider is connected (false: opening the game shows the unavailable message). */
    playable: z.boolean(),
  })
  .meta({ id: "AllowedGame" });
export type AllowedGame = z.infer<typeof allowedGame>;

/** GET /api/games/allowed_desktop|allowed_mobile: keyed by identifier. */
export const allowedGames = z.record(z.string(), allowedGame).meta({ id: "AllowedGames" });
export type AllowedGames = z.infer<typeof allowedGames>;

/** GET /api/games/collections: the categories with their titles (request locale) and counts. */
export const gameCollection = z
  .object({ id: z.string(), title: z.string(), games_count: z.number().int() })
  .meta({ id: "GameCollection" });
export const gameCollections = z.array(gameCollection);
export type GameCollection = z.infer<typeof gameCollection>;

/** GET /api/games/providers. */
export const gameProvider = z
  .object({
    id: z.string(),
    title: z.string(),
    games_count: z.number().int(),
    /** False: the provider is listed but not connected; its games cannot be opened. */
    connected: z.boolean(),
    logo: z.string().nullable(),
  })
  .meta({ id: "GameProvider" });
export const gameProviders = z.array(gameProvider);
export type GameProviderInfo = z.infer<typeof gameProvider>;

/** GameV2: one game with every currency (FUN = demo) and its filter fields. */
export const gameInfo = z
  .object({
    identifier: z.string(),
    title: z.string(),
    provider: z.string(),
    seo_title: z.string(),
    categories: z.array(z.string()),
    devices: z.array(z.enum(GAME_DEVICES)),
    currencies: z.record(z.string(), z.object({ id: z.number().int(), jackpot: z.number().int().nullable() })),
    unfinished_games_for: z.array(z.string()),
    lines: z.number().int().nullable(),
    ways: z.number().int().nullable(),
    volatility_rating: z.string().nullable(),
    hit_rate: z.string().nullable(),
    payout: z.string().nullable(),
    has_demo_mode: z.boolean(),
    playable: z.boolean(),
    thumbnail: z.string(),
    released_at: z.string(),
  })
  .meta({ id: "GameInfo" });
export type GameInfo = z.infer<typeof gameInfo>;

/** GET /api/games_info?identifiers[]=…: Record<identifier, GameInfo>; unknown identifiers are left out. */
export const gamesInfoQuery = z.object({
  identifiers: z.union([gameIdentifier, z.array(gameIdentifier).max(200)]).optional(),
  "identifiers[]": z.union([gameIdentifier, z.array(gameIdentifier).max(200)]).optional(),
});
export const gamesInfo = z.record(z.string(), gameInfo).meta({ id: "GamesInfo" });
export type GamesInfo = z.infer<typeof gamesInfo>;

/** PUT/DELETE /api/player/favorite_games/{id}: the per-currency game id. */
export const favoriteGameParams = z.object({ id: z.coerce.number("format").int("format").positive("format") });
/** GET /api/player/favorite_games (v1): per-currency game ids. */
export const favoriteGames = z.array(z.number().int()).meta({ id: "FavoriteGames" });

/** GET /api/player/favorite_games with `application/vnd.s.v2+json`: the favourite games, whole. */
export const favoriteGamesV2 = z.array(gameInfo).meta({ id: "FavoriteGamesV2" });

/** GET /api/player/played_games: the games the player has played for money, latest first. */
export const playedGame = z
  .object({ identifier: z.string(), last_activity_at: z.string().nullable() })
  .meta({ id: "PlayedGame" });
export const playedGames = z.array(playedGame);
export type PlayedGame = z.infer<typeof playedGame>;

/**
 * GET /api/games/jackpots: currency → game identifier → the jackpot in that currency's minor units;
 * `{}` while no listed game has a jackpot.
 */
export const gameJackpots = z.record(z.string(), z.record(z.string(), z.number().int())).meta({ id: "GameJackpots" });
export type GameJackpots = z.infer<typeof gameJackpots>;

/** GET /api/games/random?identifier=<collection>&device=: one game of the collection (default all). */
export const randomGameQuery = z.object({
  identifier: z.enum(GAME_CATEGORIES, "format").default("all"),
  device: z.enum(GAME_DEVICES, "format").optional(),
});

/** GET /api/player/games: the player's game history, newest first. */
export const playerGameRound = z
  .object({
    bet_id: z.number().int(),
    bet_status: z.enum(["open", "closed"]),
    created_at: z.string(),
    finished_at: z.string().nullable(),
    currency: z.string(),
    provider: z.string(),
    /** The game identifier ("provider/slug"). */
    game: z.string(),
    title: z.string(),
    total_bets: z.number().int(),
    total_wins: z.number().int(),
    total_losses: z.number().int(),
    /** Balance after the round's last action, when the wallet knows it. */
    balance_after: z.number().int().nullable(),
  })
  .meta({ id: "PlayerGameRound" });
export const playerGameRounds = z.array(playerGameRound);
export type PlayerGameRound = z.infer<typeof playerGameRound>;

/** GET /api/player/unfinished_games/desktop|mobile: games with a round still open. */
export const unfinishedGame = z
  .object({
    identifier: z.string(),
    title: z.string(),
    provider: z.string(),
    currency: z.string(),
    /** The per-currency id to relaunch it with. */
    game_currency_id: z.number().int(),
    round_started_at: z.string(),
  })
  .meta({ id: "UnfinishedGame" });
export const unfinishedGames = z.array(unfinishedGame);
export type UnfinishedGame = z.infer<typeof unfinishedGame>;

/** GET /api/stats/winners/latest and /top, from real settled rounds. */
export const winner = z
  .object({
    at: z.number().int(),
    nickname: z.string(),
    currency: z.string(),
    game_identifier: z.string(),
    game_title: z.string(),
    game_table_url: z.string(),
    game_table_image_path: z.string(),
    bet_amount_cents: z.number().int(),
    win_amount_cents: z.number().int(),
    humanized_win: z.string(),
  })
  .meta({ id: "Winner" });
export const winners = z.array(winner);
export type Winner = z.infer<typeof winner>;

/**
 * GET /api/games/{id}/play?device=: where the game iframe goes for the per-currency id `id`. Real
 * money needs a signed-in player with an account in that currency (401 otherwise); the FUN id
 * opens the demo for anyone. A game whose provider is not connected answers 409 `game_unavailable`.
 */
export const gameLaunchQuery = z.object({ device: z.enum(GAME_DEVICES).default("desktop") });
export const gameLaunchParams = z.object({ id: z.coerce.number("format").int("format").positive("format") });
export const gameLaunch = z
  .object({
    url: z.string(),
    mode: z.enum(PLAY_MODES),
    currency: z.string(),
    identifier: z.string(),
    /** The real-money game session (for its stats and to close it); null in demo. */
    session_id: z.number().int().nullable(),
  })
  .meta({ id: "GameLaunch" });
export type GameLaunch = z.infer<typeof gameLaunch>;
