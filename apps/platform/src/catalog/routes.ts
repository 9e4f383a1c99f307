import { createHash } from "node:crypto";
import path from "node:path";
import {
  allowedGames,
  errorBody,
  type GamesInfo,
  gameCollections,
  gameIdentifier,
  gameProviders,
  gamesInfo,
  gamesInfoQuery,
  validationErrorBody,
  winners,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import { getSignedIn } from "../identity/sessions.ts";
import { createCatalogCache } from "./catalog-cache.ts";
import { onCatalogChanged } from "./catalog-changes.ts";
import { buildGameInfo } from "./catalog-views.ts";
import { listCollections } from "./collections.ts";
import { matchesEtag, sendEncodedJson } from "./encoded-json.ts";
import { gamesFilterRoutes } from "./games-filter-routes.ts";
import { jackpotRandomRoutes } from "./jackpot-random-routes.ts";
import { listUnfinishedCurrencies } from "./player-games.ts";
import { catalogPlayerRoutes } from "./player-routes.ts";
import { createLogoFinder, listProviderInfos } from "./providers.ts";
import { findGameArt } from "./repository.ts";
import { createThumbnailStore } from "./thumbnails/thumbnail-store.ts";
import { listLatestWinners, listTopWinners } from "./winners.ts";

// The public catalog: the allowed lists per device, collections,
// providers, games_info, thumbnails and winners. Answers come from the in-memory snapshot, so a
// lobby full of players costs the database one fingerprint read every few seconds.

/** Everyone gets the same list: caches may keep it but must ask again (ETag) before reuse. */
const REVALIDATE = "public, max-age=0, must-revalidate";
const THUMBNAIL_CACHE = "public, max-age=604800, stale-while-revalidate=86400";
const WINNERS_CACHE = "public, max-age=10";
const notModified = { 304: z.null().describe("Not modified (If-None-Match)") };

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const catalog = createCatalogCache(db);
  // An operator's change on this node is announced to every node (this one drops its copy at once).
  const stopListening = onCatalogChanged(() => {
    app.cluster.caches.invalidate("catalog").catch((error: unknown) => {
      app.log.warn({ err: error }, "could not tell the other nodes of a catalogue change");
    });
  });
  const stopInvalidating = app.cluster.caches.on("catalog", () => catalog.invalidate());
  app.addHook("onClose", async () => {
    stopListening();
    stopInvalidating();
  });
  const findLogo = createLogoFinder(app.config.webBuildDir);
  const thumbnails = createThumbnailStore(path.join(app.config.dataDir, "thumbnails"));

  for (const device of ["desktop", "mobile"] as const) {
    app.get(
      `/games/allowed_${device}`,
      {
        schema: {
          tags: ["games"],
          summary: `Every game that opens on ${device}, keyed by identifier (compressed; ETag)`,
          response: { 200: allowedGames, ...notModified },
        },
      },
      async (request, reply) => sendEncodedJson(request, reply, await catalog.allowedList(device), REVALIDATE),
    );
  }

  app.get(
    "/games/collections",
    {
      schema: {
        tags: ["games"],
        summary: "The game categories in the request's language, with their game counts",
        response: { 200: gameCollections },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60").header("vary", "Accept-Language");
      return listCollections(await catalog.snapshot(), request.locale);
    },
  );

  app.get(
    "/games/providers",
    {
      schema: {
        tags: ["games"],
        summary: "Providers with listed games, in carousel order; connected = their games open",
        response: { 200: gameProviders },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return listProviderInfos(await catalog.snapshot(), findLogo);
    },
  );

  app.get(
    "/games_info",
    {
      schema: {
        tags: ["games"],
        summary: "Games by identifier (identifiers[]=provider/slug); unknown identifiers are left out",
        querystring: gamesInfoQuery,
        response: { 200: gamesInfo, ...notModified, 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const requested = [query.identifiers, query["identifiers[]"]].flat().filter((id) => id !== undefined);
      const snapshot = await catalog.snapshot();
      const found = [...new Set(requested)].flatMap((id) => snapshot.byIdentifier.get(id) ?? []);
      const signedIn = await getSignedIn(request);
      if (!signedIn) {
        // The same answer for everyone until the catalog changes: validators let caches reuse it.
        const etag = `W/"info-${snapshot.version}-${hashIds(found.map((game) => game.identifier))}"`;
        reply.header("etag", etag).header("cache-control", REVALIDATE);
        if (matchesEtag(request, etag)) return reply.code(304).send(null);
      } else {
        reply.header("cache-control", "private, no-store");
      }
      const unfinished = signedIn
        ? await listUnfinishedCurrencies(
            db,
            signedIn.user.id,
            found.map((game) => game.identifier),
          )
        : new Map<string, string[]>();
      const answer: GamesInfo = {};
      for (const game of found) answer[game.identifier] = buildGameInfo(game, unfinished.get(game.identifier) ?? []);
      return answer;
    },
  );

  app.get(
    "/games/thumbnails/:provider/:slug.webp",
    {
      schema: {
        tags: ["games"],
        summary: "A game's thumbnail (webp, 300×400, generated artwork)",
        params: z.object({ provider: z.string().max(100), slug: z.string().max(200) }),
        response: { 200: z.any().describe("image/webp"), ...notModified, 404: errorBody },
      },
    },
    async (request, reply) => {
      const identifier = `${request.params.provider}/${request.params.slug}`;
      if (!gameIdentifier.safeParse(identifier).success) throw new AppError("not_found", "Game not found");
      const game = await findGameArt(db, identifier);
      if (!game) throw new AppError("not_found", "Game not found");
      const etag = thumbnails.etagOf(identifier);
      reply.header("etag", etag).header("cache-control", THUMBNAIL_CACHE);
      if (matchesEtag(request, etag)) return reply.code(304).send(null);
      const thumbnail = await thumbnails.get({ identifier, title: game.title, studioTitle: game.studioTitle });
      return reply.type("image/webp").send(thumbnail.bytes);
    },
  );

  app.get(
    "/stats/winners/latest",
    { schema: { tags: ["games"], summary: "The latest winning rounds (max 20)", response: { 200: winners } } },
    async (_request, reply) => {
      reply.header("cache-control", WINNERS_CACHE);
      return listLatestWinners(db);
    },
  );

  app.get(
    "/stats/winners/top",
    {
      schema: { tags: ["games"], summary: "The biggest wins of the last 30 days (max 20)", response: { 200: winners } },
    },
    async (_request, reply) => {
      reply.header("cache-control", WINNERS_CACHE);
      return listTopWinners(db, app.clock());
    },
  );

  app.get(
    "/stats/winners/top/:currency",
    {
      schema: {
        tags: ["games"],
        summary: "The biggest wins of the last 30 days in one currency (max 20)",
        params: z.object({
          currency: z
            .string()
            .max(5, { error: "format", abort: true })
            .regex(/^[A-Z]{3,5}$/, "format"),
        }),
        response: { 200: winners, 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", WINNERS_CACHE);
      return listTopWinners(db, app.clock(), request.params.currency);
    },
  );

  await app.register(gamesFilterRoutes, { catalog });
  await app.register(jackpotRandomRoutes, { catalog });
  await app.register(catalogPlayerRoutes, { catalog });
};

function hashIds(ids: readonly string[]): string {
  return createHash("sha256").update(ids.join(",")).digest("base64url").slice(0, 16);
}
