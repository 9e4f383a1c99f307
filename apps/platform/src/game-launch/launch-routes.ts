import {
  errorBody,
  gameErrorBody,
  gameLaunch,
  gameLaunchParams,
  gameLaunchQuery,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getSignedIn } from "../identity/sessions.ts";
import { launchGame } from "./launch.ts";

/** GET /api/games/{id}/play?device=: the game iframe's URL (real money signed in, the FUN id for anyone). */
export const gameLaunchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/games/:id/play",
    {
      schema: {
        tags: ["games"],
        summary: "Launch a game: the URL for the game iframe",
        description:
          "`id` is the per-currency game id (`real[CUR].id`, or the `FUN` id for the demo). Real money needs a " +
          "signed-in player with an account in that currency (401 / 422); a provider that is not connected " +
          "answers 409 with code `game_unavailable`.",
        params: gameLaunchParams,
        querystring: gameLaunchQuery,
        response: {
          200: gameLaunch,
          401: errorBody,
          403: gameErrorBody,
          404: errorBody,
          409: gameErrorBody,
          422: validationErrorBody,
        },
      },
    },
    async (request) => {
      const signedIn = await getSignedIn(request);
      return launchGame(app.database.db, {
        gameCurrencyId: request.params.id,
        device: request.query.device,
        player: signedIn?.user ?? null,
        now: app.clock(),
      });
    },
  );
};
