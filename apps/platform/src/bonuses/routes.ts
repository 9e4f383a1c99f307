import {
  availableBonuses,
  bonusCancelInfo,
  bonusPreviewQuery,
  bonusPreviews,
  couponBody,
  couponResult,
  errorBody,
  formatMessage,
  playerBonus,
  playerBonuses,
  playerBonusParams,
  validationErrorBody,
} from "@croupier/contract";
import { errorText } from "@croupier/contract/errors/error-texts";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error.ts";
import { requireSignedInPlayer, signedInPlayer } from "../identity/signed-in-player.ts";
import { freespinRoutes } from "./freespins-routes.ts";
import { activateBonus, forfeitBonus } from "./lifecycle.ts";
import { redeemCoupon } from "./offers.ts";
import {
  type CountDeposits,
  cancelInfo,
  depositOffers,
  hasAvailableBonuses,
  listBonusesOf,
  registrationOffers,
  viewBonus,
} from "./player-bonuses.ts";

export interface BonusRoutesOptions {
  /** The player's succeeded deposits (payments builds on bonuses, so it is handed in). */
  countDeposits: CountDeposits;
}

/**
 * `/api/player/bonuses` (the signed-in player's bonuses: list, activate, forfeit) and `/api/bonuses`
 * (offers at deposit and registration, coupons). Every answer is about the signed-in player only.
 */
export const bonusRoutes: FastifyPluginAsyncZod<BonusRoutesOptions> = async (app, options) => {
  const db = app.database.db;
  const signedOut = { 401: errorBody };

  app.get(
    "/bonuses/registration",
    {
      schema: {
        tags: ["bonuses"],
        summary: "The bonuses a new player is offered at registration, in a currency (default EUR)",
        querystring: bonusPreviewQuery,
        response: { 200: bonusPreviews },
      },
    },
    async (request) =>
      registrationOffers(db, request.query.currency?.toUpperCase() ?? "EUR", request.locale, app.clock()),
  );

  await app.register(freespinRoutes);

  await app.register(async (scope) => {
    const player = scope.withTypeProvider<ZodTypeProvider>();
    player.addHook("onRequest", requireSignedInPlayer);

    player.get(
      "/player/bonuses",
      {
        schema: {
          tags: ["bonuses"],
          summary: "The player's bonuses, newest first, with their terms and wagering progress",
          response: { 200: playerBonuses, ...signedOut },
        },
      },
      async (request) => listBonusesOf(db, signedInPlayer(request).id, request.locale, app.clock()),
    );

    player.post(
      "/player/bonuses/:id/activation",
      {
        schema: {
          tags: ["bonuses"],
          summary: "Activate an issued bonus: its money is credited and wagering starts",
          description:
            "409 when the bonus can no longer be activated, or another bonus wagers in its currency; 404 when it is not the player's.",
          params: playerBonusParams,
          response: { 200: playerBonus, 404: errorBody, 409: errorBody, ...signedOut },
        },
      },
      async (request) => {
        const playerId = signedInPlayer(request).id;
        const row = await activateBonus(db, playerId, request.params.id, app.clock());
        return viewBonus(db, row, request.locale, app.clock());
      },
    );

    player.delete(
      "/player/bonuses/:id",
      {
        schema: {
          tags: ["bonuses"],
          summary: "Forfeit a bonus: the bonus money left is removed and the bonus is canceled",
          params: playerBonusParams,
          response: { 200: playerBonus, 404: errorBody, 409: errorBody, ...signedOut },
        },
      },
      async (request) => {
        const row = await forfeitBonus(db, signedInPlayer(request).id, request.params.id, app.clock());
        return viewBonus(db, row, request.locale, app.clock());
      },
    );

    player.get(
      "/player/bonuses/:id/cancel_info",
      {
        schema: {
          tags: ["bonuses"],
          summary: "What forfeiting the bonus would leave: balances as decimal strings",
          params: playerBonusParams,
          response: { 200: bonusCancelInfo, 404: errorBody, ...signedOut },
        },
      },
      async (request) => {
        const info = await cancelInfo(db, signedInPlayer(request).id, request.params.id);
        if (!info) throw new AppError("not_found");
        return info;
      },
    );

    player.get(
      "/bonuses/deposit",
      {
        schema: {
          tags: ["bonuses"],
          summary: "The bonuses the player's next deposit can earn, in a currency (default the player's)",
          querystring: bonusPreviewQuery,
          response: { 200: bonusPreviews, ...signedOut },
        },
      },
      async (request) => {
        const user = signedInPlayer(request);
        const currency = request.query.currency?.toUpperCase() ?? user.currency ?? "EUR";
        const deposits = await options.countDeposits(db, user.id);
        return depositOffers(db, user, currency, deposits === 0, request.locale, app.clock());
      },
    );

    player.get(
      "/bonuses/available_bonuses",
      {
        schema: {
          tags: ["bonuses"],
          summary: "Whether the player has a bonus to activate or a deposit offer",
          response: { 200: availableBonuses, ...signedOut },
        },
      },
      async (request) => {
        const user = signedInPlayer(request);
        const deposits = await options.countDeposits(db, user.id);
        return { available_bonuses: await hasAvailableBonuses(db, user, deposits === 0, app.clock()) };
      },
    );

    player.post(
      "/bonuses/coupon",
      {
        schema: {
          tags: ["bonuses"],
          summary: "Redeem a coupon code: its bonus is issued, to activate in the player's bonuses",
          description:
            "422 `errors.coupon_code` when the code is missing, unknown, used, not offered in the currency, or its " +
            "bonus is not available now (paused, canceled, not started or ended).",
          body: couponBody,
          response: { 200: couponResult, 422: validationErrorBody, ...signedOut },
        },
      },
      async (request) => {
        const user = signedInPlayer(request);
        const code = request.body?.coupon_code?.trim() ?? "";
        const refuse = (message: string): never => {
          throw new AppError("validation_failed", undefined, { fields: { coupon_code: [message] } });
        };
        if (!code) return refuse(formatMessage("required", request.locale));
        if (code.length > 40) return refuse(formatMessage("format", request.locale));
        const outcome = await redeemCoupon(db, user.id, user.currency ?? "EUR", code, app.clock());
        if (outcome === "unknown") return refuse(formatMessage("format", request.locale));
        if (outcome === "used") return refuse(errorText("coupon_used", request.locale));
        if (outcome === "not_offered") return refuse(errorText("coupon_not_offered", request.locale));
        if (outcome === "unavailable") return refuse(errorText("coupon_unavailable", request.locale));
        return { status: outcome };
      },
    );
  });
};
