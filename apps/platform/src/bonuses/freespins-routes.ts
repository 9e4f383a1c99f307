import { errorBody, playerFreespin, playerFreespinParams, playerFreespins } from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSignedInPlayer, signedInPlayer } from "../identity/signed-in-player.ts";
import { activateFreespins, forfeitFreespins, listPlayerFreespins, viewFreespins } from "./freespins.ts";

/**
 * `/api/player/freespins`: the signed-in player's free spins (list, activate, forfeit), in the API
 * family's shape. Another player's id answers 404, a stage that does not allow the call 409.
 */
export const freespinRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedOut = { 401: errorBody };
  app.addHook("onRequest", requireSignedInPlayer);

  app.get(
    "/player/freespins",
    {
      schema: {
        tags: ["bonuses"],
        summary: "The player's free spins, newest first: games, bet, spins played, stage and deadlines",
        response: { 200: playerFreespins, ...signedOut },
      },
    },
    async (request) => listPlayerFreespins(db, signedInPlayer(request).id, request.locale, app.clock()),
  );

  app.post(
    "/player/freespins/:id/activation",
    {
      schema: {
        tags: ["bonuses"],
        summary: "Activate issued free spins: they can then be played in their game until valid_until",
        description: "409 when they can no longer be activated; 404 when they are not the player's.",
        params: playerFreespinParams,
        response: { 200: playerFreespin, 404: errorBody, 409: errorBody, ...signedOut },
      },
    },
    async (request) => {
      const row = await activateFreespins(db, signedInPlayer(request).id, request.params.id, app.clock());
      return viewFreespins(db, row, request.locale, app.clock());
    },
  );

  app.delete(
    "/player/freespins/:id",
    {
      schema: {
        tags: ["bonuses"],
        summary: "Forfeit free spins: the spins left and their winnings so far are given up",
        description: "409 when they have already ended; 404 when they are not the player's.",
        params: playerFreespinParams,
        response: { 200: playerFreespin, 404: errorBody, 409: errorBody, ...signedOut },
      },
    },
    async (request) => {
      const row = await forfeitFreespins(db, signedInPlayer(request).id, request.params.id, app.clock());
      return viewFreespins(db, row, request.locale, app.clock());
    },
  );
};
