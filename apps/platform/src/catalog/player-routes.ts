import {
  errorBody,
  favoriteGameParams,
  favoriteGames,
  favoriteGamesV2,
  type GameInfo,
  playedGames,
  playerGameRounds,
  unfinishedGames,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import { requireSignedInPlayer, signedInPlayer } from "../identity/signed-in-player.ts";
import type { CatalogCache } from "./catalog-cache.ts";
import type { CatalogGame, CatalogSnapshot } from "./catalog-snapshot.ts";
import { buildGameInfo } from "./catalog-views.ts";
import { addFavorite, listFavoriteIds, removeFavorite } from "./favorites.ts";
import { listPlayedGames, listPlayerRounds, listUnfinishedCurrencies, listUnfinishedGames } from "./player-games.ts";

// The signed-in player's side of the catalog: favourites, game history and unfinished games. Like
// every /api/player route, 401 when signed out, and only the signed-in player's own rows.

const signedOut = { 401: errorBody };
const historyQuery = z.object({
  limit: z.coerce.number("format").int("format").min(1, "too_small").max(200, "too_large").default(50),
});

export const catalogPlayerRoutes: FastifyPluginAsyncZod<{ catalog: CatalogCache }> = async (app, { catalog }) => {
  const db = app.database.db;
  app.addHook("onRequest", requireSignedInPlayer);

  app.get(
    "/player/favorite_games",
    {
      schema: {
        tags: ["player"],
        summary: "The player's favourite games: per-currency ids (v1), whole games (v2)",
        description:
          "With `Accept` or `accept-client: application/vnd.s.v2+json` the answer is the favourite games " +
          "as GameInfo objects (one per game, in the order they were added; games no longer listed are left out).",
        response: { 200: z.union([favoriteGames, favoriteGamesV2]), ...signedOut },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store").header("vary", "Accept, Accept-Client");
      const id = signedInPlayer(request).id;
      const ids = await listFavoriteIds(db, id);
      if (request.apiVersion !== 2) return ids;
      return favoriteGameObjects(id, ids);
    },
  );

  app.put(
    "/player/favorite_games/:id",
    {
      schema: {
        tags: ["player"],
        summary: "Add a favourite game (idempotent)",
        params: favoriteGameParams,
        response: { 204: z.null(), 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      const added = await addFavorite(db, signedInPlayer(request).id, request.params.id);
      if (!added) throw new AppError("not_found", "Game not found");
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/player/favorite_games/:id",
    {
      schema: {
        tags: ["player"],
        summary: "Remove a favourite game (idempotent)",
        params: favoriteGameParams,
        response: { 204: z.null(), 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      await removeFavorite(db, signedInPlayer(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/player/games",
    {
      schema: {
        tags: ["player"],
        summary: "The player's game rounds, newest first",
        querystring: historyQuery,
        response: { 200: playerGameRounds, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listPlayerRounds(db, signedInPlayer(request).id, request.query.limit);
    },
  );

  app.get(
    "/player/played_games",
    {
      schema: {
        tags: ["player"],
        summary: "The games the player has played for money, latest activity first",
        querystring: historyQuery,
        response: { 200: playedGames, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listPlayedGames(db, signedInPlayer(request).id, request.query.limit);
    },
  );

  app.get(
    "/player/unfinished_games/:device",
    {
      schema: {
        tags: ["player"],
        summary: "Games with a round still open, launched on this device",
        params: z.object({ device: z.enum(["desktop", "mobile"], "format") }),
        response: { 200: unfinishedGames, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listUnfinishedGames(db, signedInPlayer(request).id, request.params.device);
    },
  );

  /** The listed games behind favourite per-currency ids, one per game, in the favourites' order. */
  async function favoriteGameObjects(id: number, ids: readonly number[]): Promise<GameInfo[]> {
    const byOfferId = gamesByOfferId(await catalog.snapshot());
    const found = [...new Set(ids.flatMap((offerId) => byOfferId.get(offerId) ?? []))];
    const unfinished = await listUnfinishedCurrencies(
      db,
      id,
      found.map((game) => game.identifier),
    );
    return found.map((game) => buildGameInfo(game, unfinished.get(game.identifier) ?? []));
  }
};

const offerIndexes = new WeakMap<CatalogSnapshot, ReadonlyMap<number, CatalogGame>>();

/** Per-currency id → game, built once per catalog snapshot. */
function gamesByOfferId(snapshot: CatalogSnapshot): ReadonlyMap<number, CatalogGame> {
  let index = offerIndexes.get(snapshot);
  if (!index) {
    const map = new Map<number, CatalogGame>();
    for (const game of snapshot.games) for (const offer of Object.values(game.offers)) map.set(offer.id, game);
    offerIndexes.set(snapshot, map);
    index = map;
  }
  return index;
}
