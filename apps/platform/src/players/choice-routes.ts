import {
  bonusSettingsBody,
  bonusSettingsQuery,
  errorBody,
  formatMessage,
  player,
  setBonusCodeBody,
  setBonusCodeQuery,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error.ts";
import { signedInPlayer } from "../identity/signed-in-player.ts";
import { clearBonusCode, setBonusCode, updateBonusSettings } from "./bonus-choices.ts";
import type { PlayerView } from "./player-view.ts";

/**
 * The player's bonus choices. Registered inside the `/api/player*` scope, behind its
 * `requireSignedInPlayer`. Each answers the player (GET /api/player). Some clients send the value
 * in the query, others in the body: both are accepted, the query first.
 */
export const playerChoiceRoutes: FastifyPluginAsyncZod<{ viewPlayer: PlayerView }> = async (app, { viewPlayer }) => {
  const db = app.database.db;
  const signedOut = { 401: errorBody };

  app.patch(
    "/player/set_bonus_code",
    {
      schema: {
        tags: ["player"],
        summary: "Set the bonus code of the next deposit (`?deposit_bonus_code=` or body)",
        description: "1–32 letters, digits, '-' or '_'; otherwise 422 `errors.deposit_bonus_code`.",
        querystring: setBonusCodeQuery,
        body: setBonusCodeBody,
        response: { 200: player, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const code = request.query.deposit_bonus_code ?? request.body?.deposit_bonus_code;
      const user = await setBonusCode(db, signedInPlayer(request), code, request.locale, app.clock());
      return viewPlayer(db, user);
    },
  );

  app.delete(
    "/player/clear_bonus_code",
    {
      schema: {
        tags: ["player"],
        summary: "Remove the bonus code of the next deposit",
        response: { 200: player, ...signedOut },
      },
    },
    async (request) => viewPlayer(db, await clearBonusCode(db, signedInPlayer(request), app.clock())),
  );

  app.patch(
    "/player/update_bonus_settings",
    {
      schema: {
        tags: ["player"],
        summary: "Turn bonus issuing on or off (`?can_issue=true|false` or body)",
        description: "Off also clears `deposit_bonus_code` and the welcome-bonus choice (groups 73 and 74).",
        querystring: bonusSettingsQuery,
        body: bonusSettingsBody,
        response: { 200: player, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const user = signedInPlayer(request);
      const fromQuery = request.query.can_issue;
      const canIssue = fromQuery === undefined ? request.body?.can_issue : fromQuery === "true";
      if (canIssue === undefined) {
        throw new AppError("validation_failed", undefined, {
          fields: { can_issue: [formatMessage("required", request.locale)] },
        });
      }
      return viewPlayer(db, await updateBonusSettings(db, user, canIssue, app.clock()));
    },
  );
};
