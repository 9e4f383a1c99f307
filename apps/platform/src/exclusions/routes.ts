import { errorBody, validationErrorBody } from "@croupier/contract";
import { closeAccountBody, exclusionBody, exclusionView } from "@croupier/contract/schemas/exclusions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createPasswordHasher } from "../identity/passwords.ts";
import { endSession } from "../identity/sessions.ts";
import { requireSignedInPlayer, signedInPlayer } from "../identity/signed-in-player.ts";
import { closeAccount, excludePlayer, viewExclusion } from "./service.ts";

/** `/api/player/exclusion` and `/api/player/close`: the player's time-out, self-exclusion and closure. */
export const exclusionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const hasher = createPasswordHasher(app.config.identity.argon2);
  const tags = ["player"];
  app.addHook("onRequest", requireSignedInPlayer);

  app.get(
    "/player/exclusion",
    {
      schema: {
        tags,
        summary: "The time-out or self-exclusion in force (none while signed in) and the periods the player may choose",
        response: { 200: exclusionView, 401: errorBody },
      },
    },
    async (request) => viewExclusion(db, signedInPlayer(request).id, app.clock()),
  );

  app.post(
    "/player/exclusion",
    {
      schema: {
        tags,
        summary: "Take a break (time-out) or self-exclude; the player is signed out everywhere",
        description:
          "`kind: timeout` with `days` in the jurisdiction's range (play rules `timeout_min_days`..`timeout_max_days`); " +
          "`kind: self_exclusion` with `days` one of `self_exclusion_days`, or null for indefinite. Cannot be " +
          "shortened: a request ending no later than the exclusion in force is refused (422 `errors.days`). " +
          "Every session of the player ends and pending bonuses are forfeited.",
        body: exclusionBody,
        response: { 200: exclusionView, 401: errorBody, 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      const view = await excludePlayer(
        db,
        signedInPlayer(request),
        request.body.exclusion,
        app.clock(),
        request.locale,
      );
      await endSession(request, reply);
      return view;
    },
  );

  app.post(
    "/player/close",
    {
      schema: {
        tags,
        summary: "Close the account at the player's request (password confirmed); data kept, sign-in refused",
        description: "A wrong password → 422 `errors.password`. Every session of the player ends.",
        body: closeAccountBody,
        response: { 200: exclusionView, 401: errorBody, 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      const view = await closeAccount(
        db,
        hasher,
        signedInPlayer(request),
        request.body.account.password,
        app.clock(),
        request.locale,
      );
      await endSession(request, reply);
      return view;
    },
  );
};
