import {
  addWalletAccountBody,
  addWalletAccountQuery,
  errorBody,
  formatMessage,
  selectLotteryBody,
  validationErrorBody,
  walletAccount,
  walletAccountParams,
  walletAccounts,
  walletAccountsQuery,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error.ts";
import { requireSignedInPlayer, signedInPlayer } from "../identity/signed-in-player.ts";
import { addAndSelectAccount, listWalletAccounts, selectAccountLottery } from "./accounts-service.ts";

/** `/api/player/accounts`: the signed-in player's wallets, nobody else's. */
export const currencyAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook("onRequest", requireSignedInPlayer);
  const signedOut = { 401: errorBody };

  app.get(
    "/player/accounts",
    {
      schema: {
        tags: ["wallet"],
        summary: "The player's accounts, one per currency; `active` marks the selected one",
        querystring: walletAccountsQuery,
        response: { 200: walletAccounts, ...signedOut },
      },
    },
    async (request) => {
      return listWalletAccounts(db, signedInPlayer(request));
    },
  );

  app.post(
    "/player/accounts",
    {
      schema: {
        tags: ["wallet"],
        summary: "Add the account of a currency if missing and select it (`?currency=` or body `{currency}`)",
        description:
          "201 when the account was opened, 200 when it existed. Picking FUN opens the play-money wallet " +
          "but keeps a real-money currency selected (the first account's currency), so play money never hides the real balance.",
        querystring: addWalletAccountQuery,
        body: addWalletAccountBody,
        response: { 200: walletAccount, 201: walletAccount, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      const code = request.query.currency ?? request.body?.currency;
      const result = code
        ? await addAndSelectAccount(db, signedInPlayer(request), code.toUpperCase(), app.clock())
        : null;
      if (!result) {
        throw new AppError("validation_failed", undefined, {
          fields: { currency: [formatMessage("format", request.locale)] },
        });
      }
      return reply.code(result.created ? 201 : 200).send(result.account);
    },
  );

  app.patch(
    "/player/accounts/:id/select_lottery",
    {
      schema: {
        tags: ["wallet"],
        summary: "Choose the lottery an account takes part in (`lottery_id: null` clears it)",
        description:
          "Answers the account with `selected_lottery_id`. 404 when the id is not one of the player's accounts; " +
          "422 on `lottery_id` when the lottery is unknown, not open now, or in another currency than the account's.",
        params: walletAccountParams,
        body: selectLotteryBody,
        response: { 200: walletAccount, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const account = await selectAccountLottery(
        db,
        signedInPlayer(request),
        request.params.id,
        request.body.lottery_id,
        { now: app.clock(), locale: request.locale },
      );
      if (!account) throw new AppError("not_found");
      return account;
    },
  );
};
