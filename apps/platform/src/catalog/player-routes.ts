import {
  errorBody,
  favoriteGameParams,
  favoriteGames,
  playerGameRounds,
  unfinishedGames,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import type { User } from "../identity/repository.ts";
import { requirePlayer } from "../identity/sessions.ts";
import { addFavorite, listFavoriteIds, removeFavorite } from "./favorites.ts";
import { listPlayerRounds, listUnfinishedGames } from "./player-games.ts";

// The signed-in player's side of the catalog: favourites, game history and unfinished games. Like
// every /api/player route, 401 when signed out, and only `request.player`'s own rows.

const signedOut = { 401: errorBody };
const historyQuery = z.object({
  limit: z.coerce.number("format").int("format").min(1, "too_small").max(200, "too_large").default(50),
});

export const catalogPlayerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook("onRequest", requirePlayer);
  const playerId = (user: User | null): number => {
    if (!user) throw new AppError("unauthorized");
    return user.id;
  };

  app.get(
    "/player/favorite_games",
    {
      schema: {
        tags: ["player"],
        summary: "The player's favourite games (per-currency ids)",
        response: { 200: favoriteGames, ...signedOut },
      },
    },
    async (request) => listFavoriteIds(db, playerId(request.player)),
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
      const added = await addFavorite(db, playerId(request.player), request.params.id);
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
      await removeFavorite(db, playerId(request.player), request.params.id);
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
      return listPlayerRounds(db, playerId(request.player), request.query.limit);
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
      return listUnfinishedGames(db, playerId(request.player), request.params.device);
    },
  );
};
