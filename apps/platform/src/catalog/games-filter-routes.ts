import {
  type GameDeviceKind,
  type GamesInfo,
  gamesFilterPage,
  gamesFilterRequest,
  gamesInfo,
  gamesSelectBySeoTitlesRequest,
  gamesSelectRequest,
  searchIndex,
  searchIndexQuery,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getSignedIn } from "../identity/sessions.ts";
import type { CatalogCache } from "./catalog-cache.ts";
import type { CatalogGame } from "./catalog-snapshot.ts";
import { buildGameInfo } from "./catalog-views.ts";
import { sendEncodedJson } from "./encoded-json.ts";
import { listFavoriteIds } from "./favorites.ts";
import { createPageCache } from "./filter-page-cache.ts";
import { filterGames, pageOf } from "./games-filter.ts";
import { listUnfinishedCurrencies } from "./player-games.ts";
import { buildSearchIndex, type EncodedSearchIndex, encodeSearchIndex, searchIndexPath } from "./search-index.ts";

// The filter API (POST /api/games_filter…) and the search's compact index. The lobby asks for one page at
// a time instead of the whole allowed list; the search fetches its index only when it opens.

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Visitors' filter pages kept per catalog version (the most recently asked; each a few KiB). */
const ANONYMOUS_PAGES_KEPT = 200;
/** The pointer to the current index may be kept a minute: a catalog change shows within it. */
const POINTER_CACHE = "public, max-age=60";

export const gamesFilterRoutes: FastifyPluginAsyncZod<{ catalog: CatalogCache }> = async (app, { catalog }) => {
  const db = app.database.db;
  const anonymousPages = createPageCache(ANONYMOUS_PAGES_KEPT);
  const indexes = new Map<string, Promise<EncodedSearchIndex>>();

  /** GameV2 of each game; a signed-in player also gets the currencies of their open rounds. */
  async function answerGames(request: FastifyRequest, found: readonly CatalogGame[]) {
    const signedIn = await getSignedIn(request);
    const unfinished = signedIn
      ? await listUnfinishedCurrencies(
          db,
          signedIn.user.id,
          found.map((game) => game.identifier),
        )
      : new Map<string, string[]>();
    return found.map((game) => buildGameInfo(game, unfinished.get(game.identifier) ?? []));
  }

  app.post(
    "/games_filter",
    {
      schema: {
        tags: ["games"],
        summary: "One page of games matching a filter, playable games first (v2 shape with pagination)",
        body: gamesFilterRequest,
        response: { 200: gamesFilterPage, 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      const query = request.body;
      const snapshot = await catalog.snapshot();
      const signedIn = await getSignedIn(request);
      if (!signedIn) {
        // A visitor's page depends on the catalog version, the query and the language alone: the
        // lobby's common pages are built and compressed once per version, as the whole list is.
        const page = anonymousPages.get(snapshot, `${request.locale}|${JSON.stringify(query)}`, async () => {
          const { items, pagination } = pageOf(
            filterGames(snapshot, query, { favoriteIds: new Set(), locale: request.locale }),
            query.page,
            query.page_size,
          );
          return { data: items.map((game) => buildGameInfo(game, [])), pagination };
        });
        return sendEncodedJson(request, reply, await page, "private, no-store");
      }
      const favoriteIds = new Set(query.filter?.favorites ? await listFavoriteIds(db, signedIn.user.id) : []);
      const matched = filterGames(snapshot, query, { favoriteIds, locale: request.locale });
      const { items, pagination } = pageOf(matched, query.page, query.page_size);
      reply.header("cache-control", "private, no-store");
      return { data: await answerGames(request, items), pagination };
    },
  );

  app.post(
    "/games_filter/select",
    {
      schema: {
        tags: ["games"],
        summary: "Games by identifier, keyed by identifier; unknown identifiers are left out",
        body: gamesSelectRequest,
        response: { 200: gamesInfo, 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      const snapshot = await catalog.snapshot();
      const { game_ids: ids, device } = request.body;
      const found = [...new Set(ids)].flatMap((id) => snapshot.byIdentifier.get(id) ?? []);
      reply.header("cache-control", "private, no-store");
      return keyed(await answerGames(request, onDevice(found, device)));
    },
  );

  app.post(
    "/games_filter/select_by_seo_titles",
    {
      schema: {
        tags: ["games"],
        summary: "Games by SEO title (slug), keyed by identifier; unknown titles are left out",
        body: gamesSelectBySeoTitlesRequest,
        response: { 200: gamesInfo, 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      const wanted = new Set(request.body.game_seo_titles);
      const snapshot = await catalog.snapshot();
      const found = snapshot.games.filter((game) => wanted.has(game.slug));
      reply.header("cache-control", "private, no-store");
      return keyed(await answerGames(request, onDevice(found, request.body.device)));
    },
  );

  async function currentIndex(device: GameDeviceKind, currency: string): Promise<EncodedSearchIndex> {
    const snapshot = await catalog.snapshot();
    const key = `${snapshot.version}:${device}:${currency}`;
    let index = indexes.get(key);
    if (!index) {
      // Indexes of an older catalog version are never asked for again: drop them.
      for (const old of indexes.keys()) if (!old.startsWith(`${snapshot.version}:`)) indexes.delete(old);
      index = encodeSearchIndex(buildSearchIndex(snapshot, device, currency));
      indexes.set(key, index);
      index.catch(() => indexes.delete(key));
    }
    return index;
  }

  app.get(
    "/games/search_index",
    {
      schema: {
        tags: ["games"],
        summary: "Redirects to the current compact search index of a device and currency (its URL names its hash)",
        querystring: searchIndexQuery,
        response: { 302: z.null().describe("Location: the index"), 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      const { device, currency } = request.query;
      const index = await currentIndex(device, currency);
      reply.header("cache-control", POINTER_CACHE);
      return reply.redirect(searchIndexPath(device, currency, index.hash), 302);
    },
  );

  app.get(
    "/games/search_index/:device/:currency/:hash",
    {
      schema: {
        tags: ["games"],
        summary: "A compact search index: [provider index, title, per-currency id, slug?] per game (immutable)",
        params: searchIndexQuery.extend({
          hash: z
            .string()
            .max(64)
            .regex(/^[A-Za-z0-9_-]+$/, "format"),
        }),
        response: { 200: searchIndex, 302: z.null().describe("Location: the current index"), 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      const { device, currency, hash } = request.params;
      const index = await currentIndex(device, currency);
      if (index.hash !== hash) {
        // An index of an earlier catalog: send the client to today's (never keep this answer).
        reply.header("cache-control", "no-cache");
        return reply.redirect(searchIndexPath(device, currency, index.hash), 302);
      }
      return sendEncodedJson(request, reply, index, IMMUTABLE);
    },
  );
};

function onDevice(games: readonly CatalogGame[], device: GameDeviceKind | undefined): CatalogGame[] {
  return device ? games.filter((game) => game.devices.includes(device)) : [...games];
}

function keyed(games: ReturnType<typeof buildGameInfo>[]): GamesInfo {
  return Object.fromEntries(games.map((game) => [game.identifier, game]));
}
