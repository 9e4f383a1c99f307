import {
  errorBody,
  userLimitConfirmRequest,
  userLimitParams,
  userLimitRequest,
  userLimits,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSignedInPlayer, signedInPlayer } from "../identity/signed-in-player.ts";
import { confirmChange, requestRemoval, setLimit } from "./service.ts";
import { viewLimits } from "./view.ts";

/** `/api/user_limits*`: the signed-in player's deposit, loss, wager and session limits (RTS 12). */
export const limitRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ["limits"];

  app.get(
    "/user_limits",
    {
      onRequest: requireSignedInPlayer,
      schema: {
        tags,
        summary: "The player's limits with what each window counts now, per currency (or minutes)",
        response: { 200: userLimits, 401: errorBody },
      },
    },
    async (request) => viewLimits(db, signedInPlayer(request).id, app.clock()),
  );

  app.post(
    "/user_limits",
    {
      onRequest: requireSignedInPlayer,
      schema: {
        tags,
        summary: "Create or change the limit of a type and period",
        description:
          "A new limit, a new currency or a lower amount applies at once; a higher amount waits for the cooling-off and the " +
          "player's confirmation (`pending`). Money types take `accounts` (`amount` in major units as typed, or " +
          "`amount_cents`); `session` takes `minutes`. 422 `errors.currency` for a currency without an account, " +
          "`errors.amount`, `errors.minutes`. Answers the player's limits after the change.",
        body: userLimitRequest,
        response: { 200: userLimits, 401: errorBody, 422: validationErrorBody },
      },
    },
    async (request) => setLimit(db, signedInPlayer(request).id, request.body.user_limit, app.clock(), request.locale),
  );

  app.post(
    "/user_limits/confirm",
    {
      onRequest: requireSignedInPlayer,
      schema: {
        tags,
        summary: "Confirm a pending increase or removal once its cooling-off has passed",
        description:
          "The cooling-off is the play rules' `limit_cooling_off_hours` (24 unless the jurisdiction asks for more). " +
          "422 `errors.token` before it has passed (saying from when it can be confirmed) or when no " +
          "change of the player waits under the token. Answers the player's limits after the change.",
        body: userLimitConfirmRequest,
        response: { 200: userLimits, 401: errorBody, 422: validationErrorBody },
      },
    },
    async (request) => confirmChange(db, signedInPlayer(request).id, request.body.token, app.clock(), request.locale),
  );

  app.delete(
    "/user_limits/:id",
    {
      onRequest: requireSignedInPlayer,
      schema: {
        tags,
        summary: "Ask to remove a limit: it binds until the removal is confirmed after the cooling-off",
        params: userLimitParams,
        response: { 200: userLimits, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => requestRemoval(db, signedInPlayer(request).id, request.params.id, app.clock()),
  );
};
