import {
  errorBody,
  type GameJackpots,
  gameInfo,
  gameJackpots,
  randomGameQuery,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error.ts";
import { getSignedIn } from "../identity/sessions.ts";
import type { CatalogCache } from "./catalog-cache.ts";
import type { CatalogGame, CatalogSnapshot } from "./catalog-snapshot.ts";
import { buildGameInfo } from "./catalog-views.ts";
import { listUnfinishedCurrencies } from "./player-games.ts";

// GET /api/games/jackpots and /api/games/random: answered from the catalog
// snapshot like the other public lists.

export const jackpotRandomRoutes: FastifyPluginAsyncZod<{ catalog: CatalogCache; random?: () => number }> = async (
  app,
  { catalog, random = Math.random },
) => {
  const db = app.database.db;

  app.get(
    "/games/jackpots",
    {
      schema: {
        tags: ["games"],
        summary: "Jackpots by currency and game identifier, in minor units ({} while no game has one)",
        response: { 200: gameJackpots },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=10");
      return listJackpots(await catalog.snapshot());
    },
  );

  app.get(
    "/games/random",
    {
      schema: {
        tags: ["games"],
        summary: "One random game of a collection (identifier, default all), playable games preferred",
        querystring: randomGameQuery,
        response: { 200: gameInfo, 404: errorBody, 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      const { identifier, device } = request.query;
      const snapshot = await catalog.snapshot();
      const candidates = snapshot.games.filter(
        (game) =>
          (identifier === "all" || game.categories.includes(identifier)) &&
          (device === undefined || game.devices.includes(device)),
      );
      // A player asking for "any game" wants one that opens: the others only when none does.
      const playable = candidates.filter((game) => game.playable);
      const pool = playable.length > 0 ? playable : candidates;
      const game = pool[Math.floor(random() * pool.length)];
      if (!game) throw new AppError("not_found", "No game in this collection");
      reply.header("cache-control", "private, no-store");
      return buildGameInfo(game, await unfinishedFor(request, game));
    },
  );

  async function unfinishedFor(request: FastifyRequest, game: CatalogGame): Promise<string[]> {
    const signedIn = await getSignedIn(request);
    if (!signedIn) return [];
    const unfinished = await listUnfinishedCurrencies(db, signedIn.user.id, [game.identifier]);
    return unfinished.get(game.identifier) ?? [];
  }
};

const jackpotLists = new WeakMap<CatalogSnapshot, GameJackpots>();

/** Currency → identifier → jackpot of every listed game that has one (built once per snapshot). */
export function listJackpots(snapshot: CatalogSnapshot): GameJackpots {
  const known = jackpotLists.get(snapshot);
  if (known) return known;
  const byCurrency = new Map<string, Record<string, number>>();
  for (const game of snapshot.games) {
    for (const [currency, offer] of Object.entries(game.offers)) {
      if (offer.jackpot === null) continue;
      let inCurrency = byCurrency.get(currency);
      if (!inCurrency) {
        inCurrency = {};
        byCurrency.set(currency, inCurrency);
      }
      inCurrency[game.identifier] = offer.jackpot;
    }
  }
  const jackpots: GameJackpots = Object.fromEntries(byCurrency);
  jackpotLists.set(snapshot, jackpots);
  return jackpots;
}
