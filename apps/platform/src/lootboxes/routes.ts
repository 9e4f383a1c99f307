import {
  errorBody,
  formatMessage,
  lootboxParams,
  lootboxVerification,
  openLootboxBody,
  playerLootbox,
  playerLootboxes,
  validationErrorBody,
  verifyLootboxBody,
} from "@croupier/contract";
import { drawWeighted, hashServerSeed, isClientSeed, isServerSeed } from "@croupier/games";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error.ts";
import { requireSignedInPlayer, signedInPlayer } from "../identity/signed-in-player.ts";
import { type GrantCompPoints, openLootbox } from "./open.ts";
import { listLootboxesOf, viewLootbox } from "./player-lootboxes.ts";

export interface LootboxRoutesOptions {
  grantCompPoints: GrantCompPoints;
}

/** `/api/player/lootboxes` (the signed-in player's boxes, opening one) and `/api/lootboxes/verify`. */
export const lootboxRoutes: FastifyPluginAsyncZod<LootboxRoutesOptions> = async (app, options) => {
  const db = app.database.db;

  app.post(
    "/lootboxes/verify",
    {
      schema: {
        tags: ["lootboxes"],
        summary: "Recompute a loot box draw from its revealed seeds and its weights, in order",
        description:
          "item_index = the item drawn: a uniform integer below the total weight from " +
          "HMAC-SHA256(key = server_seed, message = client_seed:nonce:0), first 32-bit word (rejection " +
          "sampling), then the first item whose cumulative weight exceeds it. server_seed_hash is SHA-256 of the server seed.",
        body: verifyLootboxBody,
        response: { 200: lootboxVerification, 422: validationErrorBody },
      },
    },
    async (request) => {
      const { server_seed, client_seed, nonce, weights } = request.body;
      const invalid = formatMessage("format", request.locale);
      if (!isServerSeed(server_seed)) {
        throw new AppError("validation_failed", undefined, { fields: { server_seed: [invalid] } });
      }
      if (!isClientSeed(client_seed)) {
        throw new AppError("validation_failed", undefined, { fields: { client_seed: [invalid] } });
      }
      return {
        server_seed_hash: hashServerSeed(server_seed),
        item_index: drawWeighted({ serverSeed: server_seed, clientSeed: client_seed, nonce }, weights),
      };
    },
  );

  await app.register(async (scope) => {
    const player = scope.withTypeProvider<ZodTypeProvider>();
    player.addHook("onRequest", requireSignedInPlayer);
    const signedOut = { 401: errorBody };

    player.get(
      "/player/lootboxes",
      {
        schema: {
          tags: ["lootboxes"],
          summary: "The player's loot boxes, newest first, with their prizes and fairness commitment",
          response: { 200: playerLootboxes, ...signedOut },
        },
      },
      async (request) => listLootboxesOf(db, signedInPlayer(request).id, request.locale),
    );

    player.post(
      "/player/lootboxes/:id/activation",
      {
        schema: {
          tags: ["lootboxes"],
          summary: "Open a loot box: draws its prize, grants it and reveals the server seed",
          description: "409 when the box is opened or expired; 404 when it is not the player's.",
          params: lootboxParams,
          body: openLootboxBody,
          response: { 200: playerLootbox, 404: errorBody, 409: errorBody, 422: validationErrorBody, ...signedOut },
        },
      },
      async (request) => {
        const opened = await openLootbox(
          db,
          signedInPlayer(request).id,
          request.params.id,
          request.body?.client_seed,
          options.grantCompPoints,
          app.clock(),
          request.locale,
        );
        return viewLootbox(db, opened, request.locale);
      },
    );
  });
};
