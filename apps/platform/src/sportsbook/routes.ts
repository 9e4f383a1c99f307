import { errorBody, gameErrorBody, validationErrorBody } from "@croupier/contract";
import {
  betbyAnswer,
  betbyCallbackBody,
  betbyError,
  betbyPing,
  sportsbookLaunch,
  sportsbookLaunchBody,
  sportsbookProvider,
} from "@croupier/contract/schemas/sportsbook";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error.ts";
import { getSignedIn } from "../identity/sessions.ts";
import { BETBY_CALLS, handleBetbyCall } from "./betby-codec.ts";
import { describeProvider, launchSportsbook } from "./launch.ts";
import { sportsbookOperatorRoutes } from "./operator-routes.ts";

/**
 * The embedded sportsbook vendors' wallet callbacks: POST /api/sportsbook/betby/bet/{make|commit|
 * discard|settlement|win|lost|refund|rollback} and /api/sportsbook/betby/ping. Server to server
 * (exempt from the same-origin check), authenticated by the RS256 signature of the body's JWT.
 * Off (404) until SPORTSBOOK_BETBY_PUBLIC_KEY is configured.
 */
export const sportsbookRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicKey = app.config.sportsbook.betbyPublicKey;
  const off = { code: 2004, message: "Betby is not configured" };

  await app.register(sportsbookOperatorRoutes);

  app.get(
    "/sportsbook/provider",
    {
      schema: {
        tags: ["sportsbook"],
        summary: "The embedded sportsbook vendor, if any: the /sports page mounts its widget, else our own book",
        response: { 200: sportsbookProvider },
      },
    },
    async () => describeProvider(app.config.sportsbook),
  );

  app.post(
    "/sportsbook/launch",
    {
      schema: {
        tags: ["sportsbook"],
        summary: "Launch the vendor's widget: the player's signed token and the widget's settings",
        description:
          "Signed-in players only (401). Opens a sportsbook session (1 h) and answers its ES256 token (Betby's " +
          "`token`; ask again on `onTokenExpired`). Refused like a bet: 403 `player_disabled` for a blocked, " +
          "self-excluded or timed-out player, 403 `limit_reached` when a wager, loss or session limit is used " +
          "up; 409 `game_unavailable` when no vendor is configured; 422 on `currency` without an account in it.",
        body: sportsbookLaunchBody,
        response: {
          200: sportsbookLaunch,
          401: errorBody,
          403: gameErrorBody,
          409: gameErrorBody,
          422: validationErrorBody,
        },
      },
    },
    async (request) => {
      const signedIn = await getSignedIn(request);
      if (!signedIn) throw new AppError("unauthorized");
      return launchSportsbook(app.database.db, app.config.sportsbook, {
        player: signedIn.user,
        currency: request.body.currency,
        lang: request.body.lang,
        now: app.clock(),
      });
    },
  );

  for (const method of ["GET", "POST"] as const) {
    app.route({
      method,
      url: "/sportsbook/betby/ping",
      config: { crossOrigin: true },
      schema: {
        tags: ["sportsbook"],
        summary: "Betby: ping",
        response: { 200: betbyPing, 404: betbyError },
      },
      handler: async (_request, reply) => {
        if (!publicKey) return reply.code(404).send(off);
        return { timestamp: Math.floor(app.clock().getTime() / 1000) };
      },
    });
  }

  for (const call of BETBY_CALLS) {
    app.post(
      `/sportsbook/betby/bet/${call}`,
      {
        config: { crossOrigin: true },
        schema: {
          tags: ["sportsbook"],
          summary: `Betby: bet ${call}`,
          description:
            "Betby's wallet callback: `{payload}` is an RS256 JWT signed by Betby whose `payload` claim is the " +
            "request (amounts in cents). A refusal is HTTP 400 `{code, message}` with Betby's error codes.",
          body: betbyCallbackBody,
          // 400: Betby's `{code, message}`, or the platform's `{error}` for a body that is not JSON.
          response: { 200: betbyAnswer, 400: betbyError.or(errorBody), 404: betbyError },
        },
      },
      async (request, reply) => {
        if (!publicKey) return reply.code(404).send(off);
        const answer = await handleBetbyCall(app.database.db, {
          call,
          token: request.body.payload,
          publicKey,
          now: app.clock(),
        });
        return reply.code(answer.status).send(answer.body);
      },
    );
  }
};
